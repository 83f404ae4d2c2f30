import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as serverRender from '../../src/app/server-render';
import { buildTestApp, describeDb, makeContentDir, sampleContent } from '../test-helpers';
import { FAKE_DATE_ONLY } from '../../test/utils/fake-date';

/**
 * Cached pages on a fixed clock: a page that shows something computed from the date (a tender's status, the
 * events' upcoming/past split, the footer's year) is sent from the cache until the instant that changes,
 * and rendered again from that instant on. The company's day ends at midnight in India (18:30 UTC).
 */

const INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><title>Vastukala Interiors</title></head>' +
  '<body><div id="root"></div></body></html>';

const TENDER = 'VI/T/101';
const DETAIL = `/tender/detailsoftender?tenderNo=${encodeURIComponent(TENDER)}`;
const APPLY_LINK = `href="/tender/login?tenderNo=${encodeURIComponent(TENDER)}"`;

/** What the visitor reads: the markup in `#root` (not the state sent along, which lists every tender). */
const shown = (html: string) =>
  html
    .slice(html.indexOf('<div id="root">'), html.indexOf('<script id="app-state"'))
    .replace(/<!-- -->/g, '')
    .replace(/&#x27;/g, "'");
/** The markup of the events page's group `id` (`events-upcoming`, `events-past`), '' when it is not there. */
function sectionOf(html: string, id: string): string {
  const start = html.indexOf(`<section aria-labelledby="${id}">`);
  return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
}

describeDb('cached pages on a fixed clock', () => {
  let app: FastifyInstance;
  let clientDir: string;
  let contentDir: string;
  const renders = jest.spyOn(serverRender, 'renderPage');

  beforeAll(async () => {
    // Only Date is fixed: the database driver, Fastify and React keep their real timers.
    jest.useFakeTimers(FAKE_DATE_ONLY);
    jest.setSystemTime(new Date('2026-11-30T12:00:00Z'));
    const content = sampleContent();
    const [sample] = content['tenders.json'] as Array<Record<string, unknown>>;
    content['tenders.json'] = [
      { ...sample, id: 101, TenderNo: TENDER, TenderDate: '2026-11-01', Expiry_Date: '2026-12-01', reminder: '', Published: true },
      sample,
    ];
    content['events.json'] = [
      { EventID: 1, EventName: 'Studio Open Day', Description: 'Talks.', EventDate: '2026-12-01', EventLocation: 'Nashik', Img: '/uploads/e/1.svg', Published: true },
      { EventID: 2, EventName: 'Material Fair', Description: 'Samples.', EventDate: '2026-10-15', EventLocation: 'Shirdi', Img: '/uploads/e/2.svg', Published: true },
    ];
    contentDir = makeContentDir(content);
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'site-render-clock-'));
    writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    app = await buildTestApp({ config: { clientDir, contentDir } });
  });
  afterAll(async () => {
    await app.close();
    jest.useRealTimers();
    renders.mockRestore();
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(contentDir, { recursive: true, force: true });
  });

  const at = (instant: string) => jest.setSystemTime(new Date(instant));
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
  /** Asks for `url` and says whether the page was rendered for this request or sent from the cache. */
  async function page(url: string, headers: Record<string, string> = {}) {
    const before = renders.mock.calls.length;
    const response = await get(url, headers);
    return { response, html: shown(response.body), etag: String(response.headers.etag), rendered: renders.mock.calls.length > before };
  }

  /**
   * `url` across midnight IST (`midnight`, the UTC instant): rendered at 23:59, sent from the cache with the same
   * ETag until the last millisecond of the day, rendered again at 00:00 with a new ETag. Both renderings, for
   * the test to read.
   */
  async function acrossMidnight(url: string, midnight: string) {
    const instant = Date.parse(midnight);
    jest.setSystemTime(instant - 60_000);
    const before = await page(url);
    expect(before.rendered).toBe(true);

    jest.setSystemTime(instant - 1);
    const cached = await page(url);
    expect(cached.rendered).toBe(false);
    expect(cached.etag).toBe(before.etag);

    jest.setSystemTime(instant);
    const after = await page(url);
    expect(after.rendered).toBe(true);
    expect(after.etag).not.toBe(before.etag);
    return { before, after };
  }

  it('counts a tender down day by day, and closes it at midnight IST after its deadline day', async () => {
    at('2026-11-30T18:29:00Z'); // 23:59 in Nashik, the day before the deadline
    const eve = await page('/tender');
    expect(eve.rendered).toBe(true);
    expect(eve.html).toContain('Closes in 1 day');

    at('2026-11-30T18:30:00Z'); // 00:00, the deadline day: still open, and closing today
    const deadlineDay = await page('/tender');
    expect(deadlineDay.rendered).toBe(true);
    expect(deadlineDay.html).toContain('Closes today');
    expect(deadlineDay.html).toContain(APPLY_LINK);
    expect(deadlineDay.etag).not.toBe(eve.etag);
    const detail = await page(DETAIL);
    expect(detail.html).toContain('Closing soon: bids until 2026-12-01 (closes today)');
    expect(detail.html).toContain(APPLY_LINK);
    const closedTab = await page('/tender?tab=closed');
    expect(closedTab.html).not.toContain(TENDER);

    at('2026-12-01T18:29:59.999Z'); // the last instant of the deadline day: the cached pages are still right
    for (const [url, first] of [
      ['/tender', deadlineDay],
      [DETAIL, detail],
      ['/tender?tab=closed', closedTab],
    ] as const) {
      const cached = await page(url);
      expect(cached.rendered).toBe(false);
      expect(cached.etag).toBe(first.etag);
      expect(cached.response.body).toBe(first.response.body);
    }
    expect((await page('/tender', { 'if-none-match': deadlineDay.etag })).response.statusCode).toBe(304);

    at('2026-12-01T18:30:00Z'); // midnight after the deadline day
    const closed = await page('/tender', { 'if-none-match': deadlineDay.etag });
    expect(closed.rendered).toBe(true);
    expect(closed.response.statusCode).toBe(200);
    expect(closed.etag).not.toBe(deadlineDay.etag);
    expect(closed.html).not.toContain(APPLY_LINK);
    expect(closed.html).toContain('No tender is open for bids right now.');
    const closedDetail = await page(DETAIL);
    expect(closedDetail.rendered).toBe(true);
    expect(closedDetail.html).toContain('Closed on 2026-12-01');
    expect(closedDetail.html).toContain('This tender no longer takes applications.');
    expect(closedDetail.html).not.toContain(APPLY_LINK);
    const archive = await page('/tender?tab=closed');
    expect(archive.html).toContain(TENDER);
    expect(archive.html).toContain('tender-badge--closed">Closed</span>');
    expect(archive.html).not.toContain(APPLY_LINK);

    // A closed tender changes no more by itself: its detail page stays cached past the next midnight.
    at('2026-12-02T18:30:00Z');
    expect((await page(DETAIL)).rendered).toBe(false);
  });

  it('keeps an event dated today upcoming until midnight IST, then lists it as past', async () => {
    // The event's day ends at 2026-12-01T18:30:00Z; at 23:59 in Nashik it is still upcoming.
    const { before: today, after } = await acrossMidnight('/events', '2026-12-01T18:30:00Z');
    expect(sectionOf(today.html, 'events-upcoming')).toContain('Studio Open Day');
    expect(sectionOf(today.html, 'events-past')).not.toContain('Studio Open Day');
    expect(sectionOf(after.html, 'events-upcoming')).toBe('');
    const past = sectionOf(after.html, 'events-past');
    // Newest first: the event that just ended heads the past ones.
    expect(past.indexOf('Studio Open Day')).toBeGreaterThan(-1);
    expect(past.indexOf('Studio Open Day')).toBeLessThan(past.indexOf('Material Fair'));
  });

  it('writes the new year in the footer from 1 January, 00:00 IST', async () => {
    // New Year's Eve in Nashik ends at 2026-12-31T18:30:00Z.
    const { before: eve, after: newYear } = await acrossMidnight('/contactus', '2026-12-31T18:30:00Z');
    expect(eve.html).toContain('© 2026 ');
    expect(newYear.html).toContain('© 2027 ');
  });
});
