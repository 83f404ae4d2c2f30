import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';

/**
 * Issue 21 on a phone (390 px): from the estimator's result to a confirmed consultation, then the private
 * link of the confirmation moves it to another slot, and the old link says it is out of date. The link is
 * read from the confirmation page (the e2e server sends no e-mail).
 */

const BOOKED = 'Your consultation is booked';
const MOVED = 'Your consultation has a new time.';
const STALE = 'This link is out of date: the booking was moved and a newer link was sent to your e-mail. Please use that one.';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

/**
 * Chooses a day (the first offered, or the last: far enough ahead to be free whatever the time of day) and
 * on it the first free slot at another time than `avoid`; returns the slot's time as shown.
 */
async function chooseFreeSlot(page: Page, { day = 'first', avoid }: { day?: 'first' | 'last'; avoid?: string } = {}): Promise<string> {
  const days = page.getByRole('group', { name: 'Choose a day' }).locator('label');
  await (day === 'first' ? days.first() : days.last()).click();
  const slots = page.getByRole('group', { name: /^Free slots on/ }).locator('label');
  await expect(slots.first()).toBeVisible();
  const times = (await slots.allTextContents()).map((text) => text.trim());
  const index = times.findIndex((time) => time !== avoid);
  expect(index).toBeGreaterThanOrEqual(0);
  await slots.nth(index).click();
  return times[index];
}

test('from the estimator to a confirmed consultation, then rescheduled through its private link', async ({ page }) => {
  await page.goto('/services/estimate');
  await page.getByRole('spinbutton', { name: 'Carpet area (sq ft)' }).fill('1050');
  await page.getByRole('combobox', { name: 'Home type' }).selectOption({ label: '3 BHK' });
  await page.getByRole('radio', { name: /Standard/ }).check();
  await expect(page.getByTestId('estimate-range')).toHaveText('₹16.3–17.3 lakh');
  await page.getByRole('link', { name: 'Book a free consultation with this estimate' }).click();
  await expect(page).toHaveURL(/\/consultation\?estimate=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a free design consultation' })).toBeVisible();

  // Step 1: where (once hydrated: Next is enabled only then).
  await expect(next(page)).toBeEnabled();
  await page.getByText('Nashik office', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Nashik office/ })).toBeChecked();
  await next(page).click();

  // Step 2: a day and a free slot, in IST.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: When' })).toBeFocused();
  const first = await chooseFreeSlot(page);
  expect(first).toMatch(/^\d{1,2}:\d{2} (am|pm)$/);
  await next(page).click();

  // Step 3: the home; the estimate travels with the booking.
  await expect(page.getByText(/Estimated cost: ₹16\.3–17\.3 lakh/)).toBeVisible();
  await page.getByLabel('Type of home').selectOption({ label: 'Apartment / flat' });
  await page.getByLabel('Size', { exact: true }).selectOption('3 BHK');
  await page.getByLabel('Budget', { exact: true }).selectOption({ label: '₹10–20 lakh' });
  await page.getByRole('checkbox', { name: 'Kitchen' }).check();
  await next(page).click();

  // Step 4: who. A reload keeps every typed value.
  await page.getByLabel('Your name').fill('Sunita Jadhav');
  await page.getByLabel('Mobile number').fill('9822012345');
  await page.reload();
  // The typed values come back once the page has hydrated.
  await expect(page.getByRole('radio', { name: /Nashik office/ })).toBeChecked();
  await next(page).click();
  await next(page).click();
  await next(page).click();
  await expect(page.getByLabel('Your name')).toHaveValue('Sunita Jadhav');
  await page.getByRole('textbox', { name: 'E-mail' }).fill('sunita@example.in');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { name: BOOKED })).toBeVisible();
  await expect(page.getByText(`, ${first} IST`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const manage = page.getByRole('link', { name: 'Manage your booking' });
  const oldLink = (await manage.getAttribute('href')) ?? '';
  expect(oldLink).toMatch(/^\/consultation\/manage\/[\w-]{43}$/);

  // The private link: move the consultation to another slot of the same office.
  await manage.click();
  await expect(page.getByText(`, ${first} IST`)).toBeVisible();
  await page.getByRole('button', { name: 'Choose a new time' }).click();
  // Another day, at another time: the first offered day may have no other slot left late in the day.
  const second = await chooseFreeSlot(page, { day: 'last', avoid: first });
  expect(second).not.toBe(first);
  await page.getByRole('button', { name: 'Move my consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: MOVED })).toBeVisible();
  await expect(page.getByText(`, ${second} IST`)).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(`${oldLink}$`));
  expect(await seriousViolations(page)).toEqual([]);

  // The link of the first e-mail now says it is out of date.
  await page.goto(oldLink);
  await expect(page.getByText(STALE)).toBeVisible();
});

test('without JavaScript the page says how to book by phone and WhatsApp', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto('/consultation');
  await expect(page.getByText(/Online booking needs JavaScript/)).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Call \+91/ })).toHaveAttribute('href', /^tel:\+91/);
  await expect(main.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
  await context.close();
});

test('a place chosen before the page has hydrated is kept, and Next goes on with it', async ({ page }) => {
  // Hold back the screen's chunk, as a slow phone network would: the server's radios are there to choose.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/consultation\.\w+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/consultation', { waitUntil: 'domcontentloaded' });
  await page.getByText('Shirdi office', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Shirdi office/ })).toBeChecked();
  release();
  await expect(next(page)).toBeEnabled();
  await expect(page.getByRole('radio', { name: /Shirdi office/ })).toBeChecked();
  await next(page).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: When' })).toBeFocused();
});
