import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { waitForHydration } from './support/hydration';

interface ApiPhoto {
  image: string;
  categories: string;
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const inCategory = (photos: ApiPhoto[], category: string) =>
  photos.filter((photo) => photo.categories.split(',').some((value) => value.trim().toLowerCase() === category.toLowerCase()));

test('gallery: header image, a real tablist filtering exactly, a fresh read on each change; axe clean', async ({ page, request }) => {
  const photos = (await (await request.get('/backend/getGalleryData')).json()) as ApiPhoto[];
  const [header] = (await (await request.get('/backend/api/get_header_img')).json()) as Array<{ head_Gallery: string }>;
  let reads = 0;
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/backend/getGalleryData') reads += 1;
  });

  await page.goto('/gallery');
  await expect(page).toHaveTitle(/^Gallery \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gallery');
  await expect(page.locator('.page-banner img')).toHaveAttribute('src', `/backend${header.head_Gallery}`);

  const tabs = page.getByRole('tablist', { name: 'Photo categories' }).getByRole('tab');
  await expect(tabs).toHaveText(['All Photos', "Projects's", "Event's", 'Office', 'Staff']);
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const grid = page.getByRole('tabpanel').getByRole('listitem');
  await expect(grid).toHaveCount(photos.length);
  await expectNoSeriousViolations(page);
  // The reads counted from here are the tabs' own, not the one the page makes as it hydrates.
  await waitForHydration(page);

  for (const [label, category] of [
    ["Projects's", 'Project'],
    ["Event's", 'Event'],
    ['Office', 'Office'],
    ['Staff', 'Staff'],
  ]) {
    const before = reads;
    await page.getByRole('tab', { name: label }).click();
    await expect(page.getByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
    await expect.poll(() => reads).toBe(before + 1);
    await expect(grid).toHaveCount(inCategory(photos, category).length);
  }

  // Arrow keys move along the tablist.
  await page.getByRole('tab', { name: 'Staff' }).press('Home');
  await expect(page.getByRole('tab', { name: 'All Photos' })).toBeFocused();
  await expect(grid).toHaveCount(photos.length);
});

test('a photo clicked while the gallery\'s code is still loading, after hydration began, opens once it arrives', async ({ page }) => {
  // The app has hydrated (its first commit is done) but the gallery screen's chunk is held back, so its
  // server HTML is not hydrated yet: React would drop the click; the page's loader keeps it for the replay.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/gallery\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/gallery/allphotos');
  await page.waitForFunction(() => performance.getEntriesByName('hydrated', 'mark').length > 0);
  const buttons = page.getByRole('tabpanel').getByRole('button', { name: /^View larger/ });
  await buttons.nth(1).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toContainText('(2 of ');
});

test('the lightbox shows a photo large and steps with the keyboard; focus returns to the photo', async ({ page }) => {
  await page.goto('/gallery/allphotos');
  // The lightbox is the script's: a key pressed while the gallery's chunk is still hydrating is not kept.
  await waitForHydration(page);
  const buttons = page.getByRole('tabpanel').getByRole('button', { name: /^View larger/ });
  await buttons.nth(1).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading')).toContainText('(2 of ');
  await expect(dialog.getByRole('img')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('heading')).toContainText('(3 of ');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByRole('heading')).toContainText('(1 of ');
  // axe measures contrast as painted: wait for the fade-in to finish.
  await expect(dialog).toHaveCSS('opacity', '1');
  await expect(page.locator('.modal-backdrop')).toHaveCSS('opacity', '0.5');
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buttons.nth(1)).toBeFocused();
});

test('the staff, team and office screens; axe clean', async ({ page, request }) => {
  const photos = (await (await request.get('/backend/getGalleryData')).json()) as ApiPhoto[];
  const founders = (await (await request.get('/backend/Founders')).json()) as unknown[];

  await page.goto('/gallery/staff');
  await expect(page.getByRole('list', { name: 'Our staff at work' }).getByRole('listitem')).toHaveCount(inCategory(photos, 'Staff').length);
  await expectNoSeriousViolations(page);

  await page.getByRole('navigation', { name: 'Gallery sections' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/gallery\/team$/);
  await expect(page.getByRole('list', { name: 'Our team' }).getByRole('listitem')).toHaveCount(founders.length);
  await expectNoSeriousViolations(page);

  await page.getByRole('navigation', { name: 'Gallery sections' }).getByRole('link', { name: 'Office' }).click();
  await expect(page.getByRole('list', { name: 'Our offices' }).getByRole('listitem')).toHaveCount(inCategory(photos, 'Office').length);
  await expectNoSeriousViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

  test('a gallery photo comes as the AVIF variant sized for the phone, not the original', async ({ page, request }) => {
    const photos = (await (await request.get('/backend/getGalleryData')).json()) as ApiPhoto[];
    const first = photos.findIndex((photo) => /\.(jpe?g|png|webp)$/i.test(photo.image));
    expect(first).toBeGreaterThanOrEqual(0);

    await page.goto('/gallery/allphotos');
    const image = page.getByRole('tabpanel').getByRole('listitem').nth(first).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '400');
    await expect(image).toHaveAttribute('height', '300');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
    // One column of (390 - 32) CSS px at 3× needs 1,074 pixels: the 1200 px variant, in the first format the browser takes.
    const chosen = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(new URL(chosen).pathname).toBe(`/backend/variants/${photos[first].image.slice('/uploads/'.length)}.1200w.avif`);
    const variant = await request.get(chosen);
    expect(variant.headers()['content-type']).toBe('image/avif');
    expect((await variant.body()).length).toBeLessThan(150 * 1024);
  });
});
