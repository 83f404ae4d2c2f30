import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

/** The services screen, the catalogues, the painting page, the budget guide and the estimator. */

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const FIXED = ['gypsumwork', 'paintaingwork', 'aluminiumwork', 'glasswork', 'flooringwork', 'carpentrywork', 'furniturework', 'estimate', 'budget'];

test('services: video, the nine fixed cards with relative links, the server services; axe clean', async ({ page, request }) => {
  const services = (await (await request.get('/backend/api/getservices')).json()) as Array<{ Service_Name: string; route: string }>;
  await page.goto('/services');
  await expect(page).toHaveTitle(/^Services \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services We Offer');
  const video = page.locator('.page-banner video');
  await expect(video).toHaveAttribute('poster', /\/backend\/uploads\//);
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted && element.playsInline)).toBe(true);

  const fixed = page.locator('section', { has: page.getByRole('heading', { name: 'What we do' }) }).getByRole('link');
  await expect(fixed).toHaveCount(9);
  const hrefs = await fixed.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(FIXED.map((slug) => `/services/${slug}`));

  const more = page.locator('section', { has: page.getByRole('heading', { name: 'More from our studio' }) });
  await expect(more.getByRole('link')).toHaveText(services.map((service) => service.Service_Name));
  await expectNoSeriousViolations(page);

  await page.locator('section', { has: page.getByRole('heading', { name: 'What we do' }) }).getByRole('link', { name: 'Glass Work' }).click();
  await expect(page).toHaveURL(/\/services\/glasswork$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Glass Work');
});

const CATALOGUES: Array<[path: string, title: string, items: number]> = [
  ['/homegypsumwork', 'Gypsum Work', 8],
  ['/services/aluminiumwork', 'Aluminium Work', 9],
  ['/homeglasswork', 'Glass Work', 6],
  ['/services/flooringwork', 'Flooring Work', 4],
  ['/homecorianwork', 'Corian Work', 3],
  ['/services/carpentrywork', 'Carpentry Work', 20],
  ['/homefurniturework', 'Modular Work', 20],
];

for (const [path, title, items] of CATALOGUES) {
  test(`${path}: ${title} with its ${items} items; axe clean`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const cards = page.locator('.catalogue-item');
    await expect(cards).toHaveCount(items);
    for (const image of await cards.getByRole('img', { includeHidden: true }).all()) {
      await expect(image).toHaveAttribute('width', '400');
      await expect(image).toHaveAttribute('height', '300');
      await expect(image).toHaveAttribute('loading', 'lazy');
    }
    await expectNoSeriousViolations(page);
  });
}

test('painting: video, intro, call to phone, six reasons, four services, ten items; axe clean', async ({ page }) => {
  await page.goto('/services/paintaingwork');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Type Painting Work');
  await expect(page.locator('.page-banner video')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 2, name: 'Safe Painting Services' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Call now/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
  await expect(page.locator('.reason-card')).toHaveCount(6);
  await expect(page.locator('section', { has: page.getByRole('heading', { name: 'Services we offer' }) }).locator('.catalogue-item')).toHaveCount(4);
  await expect(page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'All Type Painting Work' }) }).locator('.catalogue-item')).toHaveCount(10);
  await expectNoSeriousViolations(page);
});

test('budget guide: the article, the room-by-room table with sizes, materials and indirect expenses; axe clean', async ({ page }) => {
  await page.goto('/homebudget');
  await expect(page).toHaveTitle(/^Budget Guide \|/);
  await expect(page.getByText(/₹1,550–1,650 per sq ft/).first()).toBeVisible();
  await expect(page.getByText(/₹16\.3–17\.3 lakh/).first()).toBeVisible();
  const scope = page.getByRole('table', { name: 'Scope of work by room' });
  await expect(scope.getByRole('columnheader')).toHaveText(['Room', 'Size', 'Scope of work', 'Materials']);
  await expect(scope.getByRole('row', { name: /Kitchen/ }).getByRole('cell').first()).toHaveText(/ft × /);
  await expect(page.getByRole('table', { name: 'Material selection' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Indirect expenses' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('estimate: ₹16.3–17.3 lakh for 1,050 sq ft standard, handed to the enquiry form; axe clean', async ({ page }) => {
  await page.goto('/homeestimate');
  await expect(page).toHaveTitle(/^Interior Estimate \|/);
  const area = page.getByRole('spinbutton', { name: 'Carpet area (sq ft)' });
  await area.fill('1050');
  await page.getByRole('combobox', { name: 'Home type' }).selectOption({ label: '3 BHK' });
  await page.getByRole('radio', { name: /Standard/ }).check();
  await expect(page.getByTestId('estimate-range')).toHaveText('₹16.3–17.3 lakh');
  await expect(page.getByText('₹1,550–1,650 per sq ft').last()).toBeVisible();
  await expect(page.getByRole('table', { name: 'Breakdown' }).getByRole('rowheader')).toHaveCount(8);
  await expectNoSeriousViolations(page);

  await page.getByRole('radio', { name: /Premium/ }).check();
  const premium = await page.getByTestId('estimate-range').textContent();
  expect(Number(premium?.match(/₹([\d.]+)/)?.[1])).toBeGreaterThan(20);
  await page.getByRole('radio', { name: /Standard/ }).check();

  await page.getByRole('button', { name: 'Send this estimate with an enquiry' }).click();
  await expect(page).toHaveURL(/\/\?enquiryMessage=.+#enquiry$/);
  const message = page.getByRole('form', { name: 'Enquiry form' }).getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue(/₹16\.3–17\.3 lakh/);
  // The home page opens scrolled to the form, not at its top.
  await expect(page.getByRole('heading', { level: 2, name: 'Enquiry Form' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
});
