import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { addAndSignIn } from './support/staff';

/** A sales member added by the CLI, set up and signed in (`support/staff.ts`). */
async function signInAsSales(page: Page, stamp: string): Promise<void> {
  await addAndSignIn(page, { email: `availability-${stamp}@vastukala.example`, name: 'Desk availability', role: 'sales', password: `Trimbak-road-${stamp}!` });
}

/** The next Sunday in the company's time zone, at least a day away. */
function nextSunday(): string {
  const today = new Date(Date.now() + 330 * 60_000);
  const ahead = ((7 - today.getUTCDay()) % 7) || 7;
  return new Date(today.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/**
 * The availability desk on a phone, by keyboard: a sales member lengthens Sunday's video-call hours and
 * saves with Enter; the visitor's free slots show the new hour at once. (Video on Sunday only: the
 * consultation spec books the Nashik office, which this leaves as it is.)
 */
test('a sales member changes the video calls\' Sunday hours at 390 px by keyboard; the free slots follow at once', async ({ page }) => {
  await signInAsSales(page, Date.now().toString(36));
  await page.getByRole('navigation', { name: 'Staff desk' }).getByRole('link', { name: 'Availability' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Availability' })).toBeVisible();

  const sunday = page.getByRole('group', { name: 'Video call' }).getByLabel('Sunday');
  await expect(sunday).toHaveValue('11:00-13:00');
  // Nothing runs off the side of a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  await sunday.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('11:00-14:00');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'The availability is saved.' })).toBeVisible();
  await expect(sunday).toHaveValue('11:00-14:00');

  const day = nextSunday();
  const slots = await page.request.get(`/backend/api/consultation/slots?place=video&day=${day}`);
  const starts = ((await slots.json()).slots as Array<{ start: string }>).map((slot) => slot.start);
  expect(starts).toContain(new Date(`${day}T13:30:00+05:30`).toISOString());
});
