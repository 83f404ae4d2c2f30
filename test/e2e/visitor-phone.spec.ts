import { expect, test, type Page } from '@playwright/test';

/**
 * What a visitor sees on a phone (issue 13): no main screen scrolls sideways at 360 or 390 px.
 * The document is measured after the data has arrived and the images have their size.
 */
const MAIN_SCREENS = [
  '/',
  '/aboutus',
  '/services',
  '/services/gypsumwork',
  '/services/paintaingwork',
  '/services/estimate',
  '/services/budget',
  '/projects',
  '/projects/subprojects',
  '/projects/subprojects?project=godavari-heights-3bhk-residence',
  '/career',
  '/events',
  '/contactus',
  '/gallery',
  '/tender',
  '/tender/login',
  '/tender/login/signup',
  '/userinfo',
];

async function sidewaysOverflow(page: Page): Promise<{ width: number; scrollWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const culprits: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1) {
        const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')}`;
        culprits.push(`${name} → ${Math.round(box.right)}`);
      }
    }
    return { width, scrollWidth: document.documentElement.scrollWidth, culprits: culprits.slice(0, 8) };
  });
}

for (const width of [360, 390]) {
  test.describe(`at ${width} px wide`, () => {
    test.use({ viewport: { width, height: 780 } });

    for (const path of MAIN_SCREENS) {
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');
        const { scrollWidth, width: clientWidth, culprits } = await sidewaysOverflow(page);
        expect(scrollWidth, culprits.join('\n')).toBeLessThanOrEqual(clientWidth);
      });
    }
  });
}
