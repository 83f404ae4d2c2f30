import { COMPANY_TIME_ZONE, dayEndsAt, dayIn, wallClockInstant, wallClockOf } from './company-day';

/** What Intl's time-zone data says, for comparison with the company's own arithmetic. */
const intlClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: COMPANY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const intlWallClock = (instant: Date) => {
  const parts = Object.fromEntries(intlClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
};

describe('the company’s days and clocks (India, UTC+05:30)', () => {
  it('agree with Intl’s time-zone data from 1946 on, around midnight and at any hour', () => {
    for (let instant = Date.UTC(1946, 0, 1); instant < Date.UTC(2100, 0, 1); instant += 86_400_000 * 97 + 3_600_000 * 7 + 61_000) {
      for (const at of [instant, Date.UTC(new Date(instant).getUTCFullYear(), 5, 30, 18, 29, 59), Date.UTC(new Date(instant).getUTCFullYear(), 5, 30, 18, 30)]) {
        const expected = intlWallClock(new Date(at));
        expect(wallClockOf(new Date(at))).toBe(expected);
        expect(dayIn(new Date(at))).toBe(expected.slice(0, 10));
      }
    }
  });

  it('end a day at the next midnight in India, and read a wall-clock time there', () => {
    expect(dayEndsAt('2026-11-25').toISOString()).toBe('2026-11-25T18:30:00.000Z');
    expect(wallClockInstant('2027-01-09T17:00')?.toISOString()).toBe('2027-01-09T11:30:00.000Z');
  });

  it('still follow Intl for other zones and for India before its offset was fixed', () => {
    expect(dayIn(new Date('2026-03-08T06:59:00Z'), 'America/Los_Angeles')).toBe('2026-03-07');
    expect(dayEndsAt('2026-03-07', 'America/Los_Angeles').toISOString()).toBe('2026-03-08T08:00:00.000Z');
    // 1942: India's war time, UTC+06:30.
    expect(wallClockOf(new Date('1942-12-31T18:00:00Z'))).toBe(intlWallClock(new Date('1942-12-31T18:00:00Z')));
  });
});
