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

// One load per screen, at the narrowest phone first, then at 390 px (a resize: the same media queries and
// the carousels' resize handling decide the layout as on a load at that width).
test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const path of MAIN_SCREENS) {
    test(`${path} does not scroll sideways at 360 or 390 px`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      for (const width of [360, 390]) {
        await page.setViewportSize({ width, height: 780 });
        await expect.poll(() => page.evaluate(() => document.documentElement.clientWidth)).toBe(width);
        const { scrollWidth, width: clientWidth, culprits } = await sidewaysOverflow(page);
        expect(scrollWidth, `at ${width} px:\n${culprits.join('\n')}`).toBeLessThanOrEqual(clientWidth);
      }
    });
  }
});
