import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe';

// West of UTC: a date read as a UTC midnight would show the day before here.
test.use({ timezoneId: 'America/Los_Angeles' });

interface ApiEvent {
  EventName: string;
  EventDate: string;
  EventLocation: string;
  Published: boolean;
}

const ukDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

test('events: banner, published events only, dd/MM/yyyy dates unshifted in Los Angeles, venues; axe clean', async ({ page, request }) => {
  const events = (await (await request.get('/backend/api/events')).json()) as ApiEvent[];
  const [header] = (await (await request.get('/backend/api/get_event_header')).json()) as Array<{ head_Event: string }>;

  await page.goto('/events');
  await expect(page).toHaveTitle(/^Events \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
  await expect(page.locator('.page-banner img')).toHaveAttribute('src', `/backend${header.head_Event}`);

  // Upcoming first (soonest first), then past (newest first); the demo's dates are relative to the seeding day.
  const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
  const published = events.filter((event) => event.Published);
  const day = (event: ApiEvent) => event.EventDate.slice(0, 10);
  const upcoming = published.filter((event) => day(event) >= today).sort((a, b) => day(a).localeCompare(day(b)));
  const past = published.filter((event) => day(event) < today).sort((a, b) => day(b).localeCompare(day(a)));
  expect(upcoming.length).toBeGreaterThan(0);
  for (const [name, expected] of [['Upcoming events', upcoming], ['Past events', past]] as const) {
    const cards = page.getByRole('list', { name }).getByRole('listitem');
    await expect(cards).toHaveCount(expected.length);
    for (const [position, event] of expected.entries()) {
      const card = cards.nth(position);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(event.EventName);
      await expect(card.locator('time')).toHaveText(ukDate(event.EventDate));
      await expect(card.getByText(event.EventLocation)).toBeVisible();
      await expect(card.locator('img')).toHaveCSS('height', '200px');
      await expect(card).toHaveCSS('height', '400px');
    }
  }
  await expect(page.locator('body')).not.toContainText(/\d{2}\/\d{2}\/\d{4}.*Invalid/);
  expect(await seriousViolations(page)).toEqual([]);
});
