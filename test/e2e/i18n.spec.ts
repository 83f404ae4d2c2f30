import { expect, test, type Page } from '@playwright/test';
import { watchConsole } from './support/console';
import { waitForHydration } from './support/hydration';

/**
 * The site in Marathi and English (issue 22), in Chromium against the real server: the language switch
 * keeps the visitor on the same page, the Marathi twin says so (address, lang, hreflang), a form's error is
 * in Marathi, and hydration reports nothing.
 */



const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An absolute address on the site's origin (PUBLIC_URL or the server's own), ending in `path`. */
const absolute = (path: string) => new RegExp(`^https?://[^/]+${escape(path)}$`);

async function expectLanguage(page: Page, path: string, lang: 'en-IN' | 'mr-IN') {
  // The alternates, like the canonical address, keep no query but the one that picks the content.
  const bare = path.replace(/^\/mr(?=\/|\?|$)/, '').split('?')[0] || '/';
  await expect(page).toHaveURL(absolute(path));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', absolute(bare));
  await expect(page.locator('link[rel="alternate"][hreflang="mr-IN"]')).toHaveAttribute('href', absolute(`/mr${bare}`));
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', absolute(bare));
}

const header = (page: Page) => page.getByRole('banner');

test('the header switch moves the tender board between the languages, on the same page, and remembers the choice', async ({ page, context }) => {
  const messages = watchConsole(page);
  await page.goto('/tender?tab=closed');
  await expectLanguage(page, '/tender?tab=closed', 'en-IN');
  await waitForHydration(page);
  await header(page).getByRole('link', { name: 'मराठी' }).click();

  await expectLanguage(page, '/mr/tender?tab=closed', 'mr-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'निविदा' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'मुख्यपृष्ठ' })).toHaveAttribute('href', '/mr');
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('mr');
  await waitForHydration(page);

  await header(page).getByRole('link', { name: 'English' }).click();
  await expectLanguage(page, '/tender?tab=closed', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'Tenders' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
  expect(messages).toEqual([]);
});

test('the contact form in Marathi: switched to from the drawer, its error messages in Marathi', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto('/contactus');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Quick links and map' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'मराठी' }).click();

  await expectLanguage(page, '/mr/contactus', 'mr-IN');
  await waitForHydration(page);
  const submit = page.getByRole('button', { name: 'पाठवा' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByLabel('नाव')).toHaveAccessibleDescription(/^नाव आवश्यक आहे/);
  await expect(page.getByText('फोन क्रमांक आवश्यक आहे')).toBeVisible();
  expect(messages).toEqual([]);
});

test('a Marathi page links to Marathi screens, each rendered in Marathi when reached in the browser', async ({ page }) => {
  const messages = watchConsole(page);
  await page.goto('/mr/');
  await expectLanguage(page, '/mr/', 'mr-IN');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('मध्ये आपले स्वागत आहे');
  await waitForHydration(page);
  // A screen whose Marathi texts did not come with this page: its catalogue loads with its chunk.
  await page.getByRole('navigation', { name: 'मुख्य' }).getByRole('link', { name: 'संपर्क' }).click();
  await expect(page).toHaveURL(/\/mr\/contactus$/);
  await expect(page.getByRole('heading', { level: 1, name: 'संपर्क' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'आम्हाला संदेश पाठवा' })).toBeVisible();
  expect(messages).toEqual([]);
});

test.describe('a browser that prefers Marathi', () => {
  test.use({ locale: 'mr-IN' });

  test('is not redirected, and is offered the Marathi page in one line until it chooses', async ({ page }) => {
    const response = await page.goto('/events');
    expect(response?.status()).toBe(200);
    await expectLanguage(page, '/events', 'en-IN');
    const offer = page.getByRole('complementary', { name: 'मराठी' });
    await expect(offer.getByRole('link', { name: 'हे पान मराठीत वाचा' })).toHaveAttribute('href', '/mr/events');
    await offer.getByRole('button', { name: 'No, thanks' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('complementary', { name: 'मराठी' })).toHaveCount(0);
  });
});
