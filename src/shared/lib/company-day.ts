/**
 * Calendar days as the company counts them: in its own time zone (Nashik, Asia/Kolkata) whatever the
 * visitor's or the server's clock says. Tender deadlines, upcoming events and the footer's year all turn
 * at the company's midnight.
 */

/** The company works in India. */
export const COMPANY_TIME_ZONE = 'Asia/Kolkata';

const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * India's clocks have been UTC+05:30 all year since 15 October 1945: the company's days and clocks are
 * counted without Intl's time-zone data, which takes a phone ~25 ms to load while a page hydrates (the
 * footer's year is on every page). Other zones, and India before then, go through Intl.
 */
const INDIA_OFFSET_MS = 330 * 60_000;
const INDIA_FIXED_SINCE = Date.UTC(1945, 9, 15);

/** `timeZone`'s offset at `instant` when it is known without Intl, else null. */
function fixedOffset(instant: number, timeZone: string): number | null {
  return timeZone === COMPANY_TIME_ZONE && instant >= INDIA_FIXED_SINCE ? INDIA_OFFSET_MS : null;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`yyyy-MM-dd`) that `now` falls on in `timeZone`. */
export function dayIn(now: Date, timeZone: string = COMPANY_TIME_ZONE): string {
  const fixed = fixedOffset(now.getTime(), timeZone);
  if (fixed !== null) return new Date(now.getTime() + fixed).toISOString().slice(0, 10);
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** A real calendar day written `yyyy-MM-dd` (2026-02-30 is not one). */
export function isIsoDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const utc = (isoDay: string) => {
  const [year, month, day] = isoDay.slice(0, 10).split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};

/** Whole days from `from` to `to` (both `yyyy-MM-dd`). */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / DAY_MS);

/** `isoDay` moved by `days` whole days. */
export function shiftDay(isoDay: string, days: number): string {
  return new Date(utc(isoDay) + days * DAY_MS).toISOString().slice(0, 10);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the clocks of `timeZone` are ahead of UTC at `instant`, in milliseconds. */
function utcOffsetAt(instant: number, timeZone: string): number {
  const fixed = fixedOffset(instant, timeZone);
  if (fixed !== null) return fixed;
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  const name = formatter.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * 60_000 : 0;
}

/**
 * The instant the calendar day `isoDay` (`yyyy-MM-dd`) ends in `timeZone`: the first instant of the next day
 * there (its midnight, or the first quarter hour after it where a clock change skips midnight).
 */
export function dayEndsAt(isoDay: string, timeZone: string = COMPANY_TIME_ZONE): Date {
  const next = shiftDay(isoDay, 1);
  const midnight = utc(next);
  // The next midnight on that zone's clock from its offset around then; then to the quarter hour where the
  // day really changes, should the offset change that night (every time zone changes day on a quarter hour).
  let probe = midnight - utcOffsetAt(midnight - utcOffsetAt(midnight, timeZone), timeZone);
  const quarter = 15 * 60_000;
  while (dayIn(new Date(probe - quarter), timeZone) >= next) probe -= quarter;
  while (dayIn(new Date(probe), timeZone) < next) probe += quarter;
  return new Date(probe);
}

/**
 * The instant a wall-clock time `yyyy-MM-ddTHH:mm` in `timeZone` names (India has one offset all year;
 * the probe twice over the offset keeps any zone right away from its clock changes). Null when unreadable.
 */
export function wallClockInstant(value: string, timeZone: string = COMPANY_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match || !isIsoDay(value.slice(0, 10))) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  if (hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(asUtc - utcOffsetAt(asUtc - utcOffsetAt(asUtc, timeZone), timeZone));
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** `instant` on `timeZone`'s clock, `yyyy-MM-ddTHH:mm:ss`. */
export function wallClockOf(instant: Date, timeZone: string = COMPANY_TIME_ZONE): string {
  const fixed = fixedOffset(instant.getTime(), timeZone);
  if (fixed !== null) return new Date(instant.getTime() + fixed).toISOString().slice(0, 19);
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}
