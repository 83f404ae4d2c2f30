import { COMPANY_TIME_ZONE } from '@/shared/lib/company-day';
import type { BookingPlace, Slot } from './booking-place';

/**
 * The slot rules, pure: the server decides with them what may be booked, the booking flow shows the
 * same slots. Every time is India Standard Time (Asia/Kolkata), which is UTC+05:30 all year (no daylight
 * saving), so a wall-clock time in Nashik is one fixed offset from UTC: no time-zone database is consulted
 * and the visitor's own clock never moves a slot.
 */

export const BOOKING_TIME_ZONE = COMPANY_TIME_ZONE;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening hours of one place: intervals `[from, to)` as `HH:mm` per weekday, and its slot length. */
export interface PlaceHours {
  slotMinutes: number;
  weekly: Partial<Record<Weekday, Array<[from: string, to: string]>>>;
}

/** A day nothing can be booked at the places named (all when `places` is empty): a holiday, a designer's day off. */
export interface ClosedDay {
  day: string;
  places: BookingPlace[];
  reason: string;
}

/** Everything the rules need, resolved to real dates (the content's relative days turned into days at seeding). */
export interface Availability {
  /** How many days after today the last bookable day is. */
  bookAheadDays: number;
  /** A slot starts at least this long after now, so someone can prepare. */
  minNoticeMinutes: number;
  places: Record<BookingPlace, PlaceHours>;
  closed: ClosedDay[];
}

/** Why a slot cannot be booked. */
export type SlotProblem = 'invalid' | 'past' | 'too-soon' | 'too-far' | 'closed' | 'outside-hours';

/* ---------- India Standard Time ---------- */

/** The IST calendar day (`yyyy-MM-dd`) of an instant. */
export const istDay = (instant: Date | string): string => new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The IST wall-clock time (`HH:mm`) of an instant. */
export const istTime = (instant: Date | string): string => new Date(new Date(instant).getTime() + IST_OFFSET_MS).toISOString().slice(11, 16);

/** The instant at which the IST clock shows `clock` (`HH:mm`) on `day`. */
export function istInstant(day: string, clock: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = clock.split(':').map(Number);
  return new Date(Date.UTC(year, month - 1, date, hours, minutes) - IST_OFFSET_MS);
}

export const addDays = (day: string, days: number): string =>
  new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) + days * DAY_MS).toISOString().slice(0, 10);

export const weekdayOf = (day: string): Weekday => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];

export function isRealDay(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return false;
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

export const isClock = (value: string): boolean => CLOCK.test(value);

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/* ---------- Slots ---------- */

/** Whether `place` is closed on `day` (a holiday for all, or a day off for it). */
export const isClosedOn = (availability: Availability, place: BookingPlace, day: string): boolean =>
  availability.closed.some((closed) => closed.day === day && (closed.places.length === 0 || closed.places.includes(place)));

/**
 * Every slot of `place` on `day` by its opening hours alone: from each interval's start, one slot length
 * after another while the slot ends by the interval's end (a slot never runs past closing time, nor past
 * midnight: hours are a day's own).
 */
export function slotsOn(availability: Availability, place: BookingPlace, day: string): Slot[] {
  if (!isRealDay(day) || isClosedOn(availability, place, day)) return [];
  const { slotMinutes, weekly } = availability.places[place];
  const slots: Slot[] = [];
  for (const [from, to] of weekly[weekdayOf(day)] ?? []) {
    const end = minutesOf(to);
    for (let minute = minutesOf(from); minute + slotMinutes <= end; minute += slotMinutes) {
      const start = istInstant(day, '00:00').getTime() + minute * 60_000;
      slots.push({ start: new Date(start).toISOString(), end: new Date(start + slotMinutes * 60_000).toISOString() });
    }
  }
  return slots.sort((a, b) => a.start.localeCompare(b.start));
}

/** Today in IST, and the last day a visitor may book (today + `bookAheadDays`). */
export function bookingWindow(availability: Availability, now: Date): { first: string; last: string } {
  const first = istDay(now);
  return { first, last: addDays(first, availability.bookAheadDays) };
}

/** The earliest instant a slot may start at: now plus the notice. */
const earliestStart = (availability: Availability, now: Date) => now.getTime() + availability.minNoticeMinutes * 60_000;

/** The slots of `place` on `day` a visitor may book now: in hours, in the window, after the notice, not `taken` (slot starts). */
export function freeSlots(availability: Availability, place: BookingPlace, day: string, now: Date, taken: ReadonlySet<string> = new Set()): Slot[] {
  const { first, last } = bookingWindow(availability, now);
  if (!isRealDay(day) || day < first || day > last) return [];
  const earliest = earliestStart(availability, now);
  return slotsOn(availability, place, day).filter((slot) => Date.parse(slot.start) >= earliest && !taken.has(slot.start));
}

/** The days of the window with their free slots' count (0 for a closed or full day). */
export function bookableDays(
  availability: Availability,
  place: BookingPlace,
  now: Date,
  taken: ReadonlySet<string> = new Set(),
): Array<{ day: string; free: number }> {
  const { first, last } = bookingWindow(availability, now);
  const days: Array<{ day: string; free: number }> = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push({ day, free: freeSlots(availability, place, day, now, taken).length });
  return days;
}

/** The one ISO form a slot start is compared in, or null for what is not an instant. */
export function canonicalStart(value: string): string | null {
  const time = Date.parse(value);
  return Number.isNaN(time) || !/^\d{4}-\d{2}-\d{2}T/.test(value) ? null : new Date(time).toISOString();
}

/**
 * What stops `start` from being booked at `place` now, or null when it is a bookable slot (free or not:
 * whether it is taken is the booking service's to say, in the write's transaction: no live booking may overlap it).
 */
export function slotProblem(availability: Availability, place: BookingPlace, start: string, now: Date): SlotProblem | null {
  const canonical = canonicalStart(start);
  if (!canonical) return 'invalid';
  const time = Date.parse(canonical);
  if (time <= now.getTime()) return 'past';
  const day = istDay(canonical);
  if (day > bookingWindow(availability, now).last) return 'too-far';
  if (isClosedOn(availability, place, day)) return 'closed';
  if (!slotsOn(availability, place, day).some((slot) => slot.start === canonical)) return 'outside-hours';
  if (time < earliestStart(availability, now)) return 'too-soon';
  return null;
}

/** The slot that starts at `start` (a bookable one), with its end. */
export function slotAt(availability: Availability, place: BookingPlace, start: string): Slot | null {
  const canonical = canonicalStart(start);
  if (!canonical) return null;
  return slotsOn(availability, place, istDay(canonical)).find((slot) => slot.start === canonical) ?? null;
}

/** The `count` free slots nearest in time to `start` (before or after it), in time order: what a visitor who lost a slot is offered. */
export function nearestFreeSlots(
  availability: Availability,
  place: BookingPlace,
  start: string,
  now: Date,
  taken: ReadonlySet<string>,
  count = 3,
): Slot[] {
  const target = Date.parse(canonicalStart(start) ?? now.toISOString());
  const { first, last } = bookingWindow(availability, now);
  const candidates: Slot[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) candidates.push(...freeSlots(availability, place, day, now, taken));
  return candidates
    .map((slot) => ({ slot, distance: Math.abs(Date.parse(slot.start) - target) }))
    .sort((a, b) => a.distance - b.distance || a.slot.start.localeCompare(b.slot.start))
    .slice(0, count)
    .map(({ slot }) => slot)
    .sort((a, b) => a.start.localeCompare(b.start));
}

/** The reminder goes out at 10:00 IST the day before the slot (or at once when that has passed). */
export function reminderAt(start: string, now: Date): Date {
  const at = istInstant(addDays(istDay(start), -1), '10:00');
  return at.getTime() > now.getTime() ? at : now;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "Thu, 26 Nov 2026, 11:30 am IST": how every screen and e-mail writes a slot (no locale data: the same on server and browser). */
export function formatSlot(start: string): string {
  const day = istDay(start);
  const date = new Date(`${day}T00:00:00Z`);
  return `${DAY_NAMES[date.getUTCDay()].slice(0, 3)}, ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()].slice(0, 3)} ${date.getUTCFullYear()}, ${formatClock(start)} IST`;
}

/** "11:30 am" in IST. */
export function formatClock(start: string): string {
  const [hours, minutes] = istTime(start).split(':').map(Number);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** "Thursday 26 November" for a day heading. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${DAY_NAMES[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
}
