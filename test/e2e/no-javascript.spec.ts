import { expect, test, type Page } from '@playwright/test';

/**
 * The site whole without JavaScript (issue 24, item 2): a crawler, a slow phone before the scripts arrive,
 * an old browser. What needs a script has a plain-HTML way the server answers: the header's video stays in
 * its strip, the tender search, sort and tabs and the project filters are GET forms and links, the
 * carousels are rows that scroll, and controls that only a script could work step aside.
 */

test.use({ javaScriptEnabled: false });

/** Every video on the page is hidden, or lies inside its own strip (never over the first screen). */
async function expectVideosInTheirStrips(page: Page) {
  const viewport = page.viewportSize()!;
  const header = await page.locator('header[role="banner"]').boundingBox();
  expect(header).not.toBeNull();
  // On a wide screen the menu is one row; on a phone its links stand as a list (noscript.css), video or not.
  if (viewport.width >= 992) expect(header!.height).toBeLessThan(viewport.height / 3);
  for (const video of await page.locator('video').all()) {
    if (!(await video.isVisible())) continue;
    const box = (await video.boundingBox())!;
    const strip = (await video.locator('xpath=..').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(strip.y - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(strip.y + strip.height + 1);
  }
}

test.describe('with JavaScript off', () => {
  for (const width of [390, 1280]) {
    test(`the header's video stays inside the header strip, without player controls, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ['/', '/services', '/projects', '/tender']) {
        await page.goto(path);
        await expectVideosInTheirStrips(page);
        await expect(page.locator('.site-header__video')).toBeHidden();
        // The first screen shows the page, not a video: the heading is on it.
        const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(heading!.y).toBeLessThan(844);
      }
    });
  }

  test("the home's carousels are rows the visitor scrolls, without the buttons that need a script", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    for (const name of [/^Previous slide$/, /^Next slide$/, /automatic slide show/, /^Show slide/]) {
      for (const button of await page.getByRole('button', { name }).all()) await expect(button).toBeHidden();
    }
    const row = page.locator('.home-about .slider-wrapper');
    const second = page.getByRole('heading', { name: 'Our Mission' });
    await row.scrollIntoViewIfNeeded();
    await expect(second).not.toBeInViewport({ ratio: 1 });
    // The next card peeks in; scrolling the row brings it whole.
    await row.evaluate((element) => element.scrollBy({ left: element.clientWidth }));
    await expect(second).toBeInViewport({ ratio: 1 });
  });

  test('the gallery shows every photo, without category tabs that would need a script', async ({ page }) => {
    await page.goto('/gallery');
    await expect(page.getByRole('tab')).toHaveCount(0);
    await expect(page.locator('.photo-grid__item').first()).toBeVisible();
    await expect(page.locator('.gallery-page__count')).toHaveText(/^\d+ photos$/);
  });

  test('the tender search and sort are a GET form the server answers; the tabs are links', async ({ page }) => {
    await page.goto('/tender');
    const total = await page.getByRole('status').filter({ hasText: /tenders?$/ }).first().textContent();
    const search = page.getByRole('searchbox', { name: 'Search tenders' });
    await search.fill('Anjaneri');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/tender\?q=Anjaneri&sort=published-desc$/);
    await expect(page.getByRole('searchbox', { name: 'Search tenders' })).toHaveValue('Anjaneri');
    await expect(page.getByText(/tenders? match “Anjaneri”/)).toBeVisible();
    expect(total).not.toBeNull();
    // Clearing the search is a link to the list without it.
    await page.getByRole('link', { name: 'Clear search' }).click();
    await expect(page).toHaveURL(/\/tender\?sort=published-desc$/);
    await expect(page.getByRole('status').filter({ hasText: /tenders?$/ }).first()).toHaveText(total!);
    await search.fill('Anjaneri');
    await search.press('Enter');

    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('expiry-asc');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/sort=expiry-asc/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('expiry-asc');

    // A tab is a link; a search from it stays in it.
    await page.getByRole('navigation', { name: 'Tenders by status' }).getByRole('link', { name: /^Closed/ }).click();
    await expect(page).toHaveURL(/[?&]tab=closed/);
    await expect(page.getByRole('link', { name: /^Closed/ })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('searchbox', { name: 'Search tenders' }).fill('VI/TN');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/tab=closed&q=VI%2FTN/);
    await expect(page.getByRole('link', { name: /^Closed/ })).toHaveAttribute('aria-current', 'page');
  });

  test('the project status filter is links, and the city, type and bedrooms a GET form the server answers', async ({ page }) => {
    await page.goto('/projects');
    const count = page.locator('.projects-page__count');
    const all = await count.textContent();
    const statusLinks = page.getByRole('navigation', { name: 'Projects by status' });
    await statusLinks.getByRole('link', { name: 'Upcoming Project' }).click();
    await expect(page).toHaveURL(/\/projects\?filter=Upcoming$/);
    await expect(statusLinks.getByRole('link', { name: 'Upcoming Project' })).toHaveAttribute('aria-current', 'page');
    await statusLinks.getByRole('link', { name: 'All Project' }).click();
    await expect(count).toHaveText(all!);

    await page.getByRole('combobox', { name: 'Type' }).selectOption('home');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/[?&]type=home/);
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('home');
    // Bedrooms appear for homes, rendered by the server.
    await expect(page.getByRole('combobox', { name: 'Bedrooms' })).toBeVisible();
    await expect(count).not.toHaveText(all!);
    // Clearing the filters is a link the server answers too.
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/projects$/);
    await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('');
    await expect(count).toHaveText(all!);
  });
});

test.describe('the estimator with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('is a GET form: Enter or its button sends the inputs, and the server renders their estimate', async ({ page }) => {
    await page.goto('/services/estimate');
    const range = page.getByTestId('estimate-range');
    const first = await range.textContent();
    const area = page.getByRole('spinbutton', { name: 'Carpet area (sq ft)' });
    await area.fill('2100');
    await area.press('Enter');
    await expect(page).toHaveURL(/[?&]area=2100/);
    await expect(page.getByRole('spinbutton', { name: 'Carpet area (sq ft)' })).toHaveValue('2100');
    const bigger = await range.textContent();
    expect(bigger).not.toBe(first);

    await page.getByRole('radio', { name: 'Premium' }).check();
    await page.getByRole('button', { name: 'Show my estimate' }).click();
    await expect(page).toHaveURL(/finish=premium/);
    await expect(page.getByRole('radio', { name: 'Premium' })).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Carpet area (sq ft)' })).toHaveValue('2100');
    expect(await range.textContent()).not.toBe(bigger);
  });
});
