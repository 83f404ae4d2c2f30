import { z } from 'zod';
import { hasControlCharacters, type FieldErrors } from '@/shared/contracts/forms';
import { BOOKING_PLACES, type BookingPlace } from './booking';
import { isClock, isRealDay, WEEKDAYS, type Availability, type ClosedDay, type Weekday } from './booking-rules';

/**
 * The availability as the staff desk edits it (`/staff/availability`): the form's fields, the texts they
 * are typed as, and the checks both the form and the server make, keyed by the form's field names so a
 * refusal from either lands beside the field it is about.
 *
 * Hours are typed per place and weekday as `10:00-13:00, 14:00-18:30` (empty: closed that day); the
 * closed days one a line, `2027-01-26 Republic Day`, or `2026-11-29 [shirdi] The designer's day off`
 * for some places only.
 */

export const PLACE_NAMES: Record<BookingPlace, string> = { nashik: 'Nashik office', shirdi: 'Shirdi office', video: 'Video call', site: 'Site visit' };
export const WEEKDAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
/** The week as the desk shows it: Monday first. */
export const DESK_WEEK: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export const AVAILABILITY_LIMITS = { bookAheadDays: [1, 120], minNoticeMinutes: [0, 7 * 24 * 60], slotMinutes: [10, 240], closedDays: 400 } as const;

export const AVAILABILITY_MESSAGES = {
  bookAheadDays: `Give how many days ahead bookings open: a whole number from ${AVAILABILITY_LIMITS.bookAheadDays[0]} to ${AVAILABILITY_LIMITS.bookAheadDays[1]}.`,
  minNoticeMinutes: `Give the minimum notice in minutes: a whole number from 0 to ${AVAILABILITY_LIMITS.minNoticeMinutes[1]} (a week).`,
  videoLink: 'Give the video calls’ meeting address, starting https://.',
  slotMinutes: `Give the slot length in minutes: a whole number from ${AVAILABILITY_LIMITS.slotMinutes[0]} to ${AVAILABILITY_LIMITS.slotMinutes[1]}.`,
  hoursFormat: 'Write the hours as 10:00-13:00, with a comma between ranges (24-hour clock), or leave it empty for closed.',
  closesBeforeOpening: (range: string) => `${range} closes before it opens.`,
  overlap: (first: string, second: string) => `${first} and ${second} overlap.`,
  shorterThanSlot: (range: string, minutes: number) => `${range} is shorter than one ${minutes}-minute slot.`,
  closedLine: (line: number) => `Line ${line}: write a date, the places in [brackets] if not all, then a note, e.g. 2027-01-26 Republic Day.`,
  closedPlace: (line: number, place: string) => `Line ${line}: "${place}" is not a place; use nashik, shirdi, video or site.`,
  closedTwice: (line: number, day: string) => `Line ${line}: ${day} is listed twice for the same places.`,
  closedPast: (day: string) => `${day} is in the past: a new closed day must be today or later.`,
  tooManyClosed: `At most ${AVAILABILITY_LIMITS.closedDays} closed days.`,
  stale: 'Someone else saved the availability meanwhile. Your changes are still in the form: look at theirs, then save yours over it or reload.',
  saved: 'The availability is saved. Visitors see the new slots at once.',
} as const;

/** The payload the desk sends: the availability, and the version it was read at. */
export interface AvailabilityEdit {
  version: number;
  bookAheadDays: number;
  minNoticeMinutes: number;
  videoLink: string;
  places: Availability['places'];
  closed: ClosedDay[];
}

/** The form as typed: every field text, keyed `nashik.mon`, `nashik.slotMinutes`, …; `version` hidden. */
export type AvailabilityFormValues = Record<string, string | number>;

export const hoursField = (place: BookingPlace, day: Weekday) => `${place}.${day}`;
export const slotField = (place: BookingPlace) => `${place}.slotMinutes`;

export const EMPTY_AVAILABILITY_FORM: AvailabilityFormValues = Object.fromEntries([
  ['version', ''],
  ['bookAheadDays', ''],
  ['minNoticeMinutes', ''],
  ['videoLink', ''],
  ...BOOKING_PLACES.flatMap((place) => [[slotField(place), ''], ...WEEKDAYS.map((day) => [hoursField(place, day), ''])]),
  ['closed', ''],
]);

/* ---------- Texts ---------- */

const RANGE = /^(\d{1,2}:\d{2})\s*[-–]\s*(\d{1,2}:\d{2})$/;
const padClock = (clock: string) => (clock.length === 4 ? `0${clock}` : clock);

export const formatHours = (ranges: ReadonlyArray<readonly [string, string]> | undefined) => (ranges ?? []).map(([from, to]) => `${from}-${to}`).join(', ');

/** The ranges typed, or null when the text is not ranges. */
export function parseHours(text: string): Array<[string, string]> | null {
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  const ranges: Array<[string, string]> = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return null;
    const [from, to] = [padClock(match[1]), padClock(match[2])];
    if (!isClock(from) || !isClock(to)) return null;
    ranges.push([from, to]);
  }
  return ranges;
}

export const formatClosed = (closed: readonly ClosedDay[]) =>
  [...closed]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((entry) => [entry.day, entry.places.length > 0 ? `[${entry.places.join(' ')}]` : '', entry.reason].filter(Boolean).join(' '))
    .join('\n');

const CLOSED_LINE = /^(\d{4}-\d{2}-\d{2})\s+(?:\[([^\]]*)\]\s*)?(.+)$/;

/** The closed days typed, or the first line's problem. */
export function parseClosed(text: string): { closed: ClosedDay[] } | { problem: string } {
  const closed: ClosedDay[] = [];
  const lines = text.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const match = CLOSED_LINE.exec(line);
    if (!match || !isRealDay(match[1])) return { problem: AVAILABILITY_MESSAGES.closedLine(index + 1) };
    const places = (match[2] ?? '').split(/[\s,]+/).filter(Boolean).map((place) => place.toLowerCase());
    const unknown = places.find((place) => !(BOOKING_PLACES as readonly string[]).includes(place));
    if (unknown) return { problem: AVAILABILITY_MESSAGES.closedPlace(index + 1, unknown) };
    closed.push({ day: match[1], places: [...new Set(places)] as BookingPlace[], reason: match[3].trim() });
  }
  return { closed };
}

/** The form's values for a stored availability read at `version`. */
export function availabilityFormValues(availability: Availability & { videoLink: string }, version: number): AvailabilityFormValues {
  const values: AvailabilityFormValues = {
    version,
    bookAheadDays: String(availability.bookAheadDays),
    minNoticeMinutes: String(availability.minNoticeMinutes),
    videoLink: availability.videoLink,
    closed: formatClosed(availability.closed),
  };
  for (const place of BOOKING_PLACES) {
    values[slotField(place)] = String(availability.places[place].slotMinutes);
    for (const day of WEEKDAYS) values[hoursField(place, day)] = formatHours(availability.places[place].weekly[day]);
  }
  return values;
}

/* ---------- Checks (the form's and the server's) ---------- */

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const label = (place: BookingPlace, day: Weekday, [from, to]: readonly [string, string]) => `${PLACE_NAMES[place]}, ${WEEKDAY_NAMES[day]} ${from}-${to}`;

/**
 * What is wrong with well-formed hours and closed days, by form field: a range that closes before it
 * opens, two ranges of a day that overlap, a range too short for one slot, a closed day listed twice.
 * A slot length that does not divide a range is allowed: slots are laid from the range's start and the
 * remainder stays unbooked (`unusedMinutes` says how much, for the save's notes).
 */
export function availabilityProblems(edit: Pick<AvailabilityEdit, 'places' | 'closed'>): FieldErrors {
  const errors: FieldErrors = {};
  for (const place of BOOKING_PLACES) {
    const { slotMinutes, weekly } = edit.places[place];
    for (const day of WEEKDAYS) {
      const field = hoursField(place, day);
      const ranges = [...(weekly[day] ?? [])].sort((a, b) => a[0].localeCompare(b[0]));
      const backwards = ranges.find(([from, to]) => minutesOf(to) <= minutesOf(from));
      if (backwards) {
        errors[field] = AVAILABILITY_MESSAGES.closesBeforeOpening(label(place, day, backwards));
        continue;
      }
      const overlapping = ranges.findIndex((range, index) => index > 0 && minutesOf(range[0]) < minutesOf(ranges[index - 1][1]));
      if (overlapping > 0) {
        errors[field] = AVAILABILITY_MESSAGES.overlap(`${ranges[overlapping - 1][0]}-${ranges[overlapping - 1][1]}`, `${ranges[overlapping][0]}-${ranges[overlapping][1]}`);
        continue;
      }
      const short = ranges.find(([from, to]) => minutesOf(to) - minutesOf(from) < slotMinutes);
      if (short) errors[field] = AVAILABILITY_MESSAGES.shorterThanSlot(label(place, day, short), slotMinutes);
    }
  }
  const seen = new Set<string>();
  for (const [index, entry] of edit.closed.entries()) {
    const key = `${entry.day} ${[...entry.places].sort().join(' ')}`;
    if (seen.has(key)) {
      errors.closed ??= AVAILABILITY_MESSAGES.closedTwice(index + 1, entry.day);
      break;
    }
    seen.add(key);
  }
  if (edit.closed.length > AVAILABILITY_LIMITS.closedDays) errors.closed ??= AVAILABILITY_MESSAGES.tooManyClosed;
  return errors;
}

/** The ranges whose length is not a whole number of slots: the minutes at their end no slot uses. */
export function unusedMinutes(places: Availability['places']): string[] {
  const notes: string[] = [];
  for (const place of BOOKING_PLACES) {
    const { slotMinutes, weekly } = places[place];
    for (const day of DESK_WEEK) {
      for (const range of weekly[day] ?? []) {
        const rest = (minutesOf(range[1]) - minutesOf(range[0])) % slotMinutes;
        if (rest > 0) notes.push(`${label(place, day, range)}: the last ${rest} minutes fit no ${slotMinutes}-minute slot and stay unbooked.`);
      }
    }
  }
  return notes;
}

const wholeNumber = (text: unknown, [min, max]: readonly [number, number]) => {
  const value = typeof text === 'number' ? text : typeof text === 'string' && /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
};
const isWebAddress = (text: string) => {
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
};

/** The form's values as the payload, with each field's problem; the payload is null while any field has one. */
export function readAvailabilityForm(values: AvailabilityFormValues): { edit: AvailabilityEdit | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const bookAheadDays = wholeNumber(values.bookAheadDays, AVAILABILITY_LIMITS.bookAheadDays);
  if (bookAheadDays === null) errors.bookAheadDays = AVAILABILITY_MESSAGES.bookAheadDays;
  const minNoticeMinutes = wholeNumber(values.minNoticeMinutes, AVAILABILITY_LIMITS.minNoticeMinutes);
  if (minNoticeMinutes === null) errors.minNoticeMinutes = AVAILABILITY_MESSAGES.minNoticeMinutes;
  const videoLink = String(values.videoLink ?? '').trim();
  if (!isWebAddress(videoLink)) errors.videoLink = AVAILABILITY_MESSAGES.videoLink;
  const places = {} as Availability['places'];
  for (const place of BOOKING_PLACES) {
    const slotMinutes = wholeNumber(values[slotField(place)], AVAILABILITY_LIMITS.slotMinutes);
    if (slotMinutes === null) errors[slotField(place)] = AVAILABILITY_MESSAGES.slotMinutes;
    const weekly: Availability['places'][BookingPlace]['weekly'] = {};
    for (const day of WEEKDAYS) {
      const ranges = parseHours(String(values[hoursField(place, day)] ?? ''));
      if (ranges === null) errors[hoursField(place, day)] = AVAILABILITY_MESSAGES.hoursFormat;
      else if (ranges.length > 0) weekly[day] = ranges;
    }
    // A wrong length checks no range against it (0 fits anything); its own field says what is wrong.
    places[place] = { slotMinutes: slotMinutes ?? 0, weekly };
  }
  const closedRead = parseClosed(String(values.closed ?? ''));
  if ('problem' in closedRead) errors.closed = closedRead.problem;
  const closed = 'closed' in closedRead ? closedRead.closed : [];
  const problems = availabilityProblems({ places, closed });
  for (const [field, message] of Object.entries(problems)) errors[field] ??= message;
  if (Object.keys(errors).length > 0) return { edit: null, errors };
  return { edit: { version: Number(values.version), bookAheadDays: bookAheadDays!, minNoticeMinutes: minNoticeMinutes!, videoLink, places, closed }, errors };
}

/* ---------- The server's schema of the payload ---------- */

const clock = z.string().refine(isClock);
const wirePlace = z
  .object({ slotMinutes: z.number().int(), weekly: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(z.tuple([clock, clock])).max(12).optional()]))).strict() })
  .strict();
const wireShape = z
  .object({
    version: z.number().int().positive(),
    bookAheadDays: z.number(),
    minNoticeMinutes: z.number(),
    videoLink: z.string().max(500),
    places: z.object(Object.fromEntries(BOOKING_PLACES.map((place) => [place, wirePlace]))).strict(),
    closed: z.array(z.object({ day: z.string().refine(isRealDay), places: z.array(z.enum(BOOKING_PLACES)).max(4), reason: z.string().trim().min(1).max(200).refine((reason) => !hasControlCharacters(reason)) }).strict()).max(AVAILABILITY_LIMITS.closedDays),
  })
  .strict();

/** The form field a problem at `path` of the payload belongs beside. */
function fieldOfPath(path: ReadonlyArray<string | number>): string {
  const [top, place, part, day] = path.map(String);
  if (top === 'places' && place && part === 'slotMinutes') return slotField(place as BookingPlace);
  if (top === 'places' && place && part === 'weekly' && day) return hoursField(place as BookingPlace, day as Weekday);
  return top ?? 'form';
}

const WIRE_MESSAGES: Record<string, string> = {
  bookAheadDays: AVAILABILITY_MESSAGES.bookAheadDays,
  minNoticeMinutes: AVAILABILITY_MESSAGES.minNoticeMinutes,
  videoLink: AVAILABILITY_MESSAGES.videoLink,
  closed: 'Every closed day needs a real date (yyyy-MM-dd), known places and a note of at most 200 characters.',
  version: 'The version the availability was read at is required.',
};

/**
 * The desk's payload as the server checks it: the shape, then the same field checks the form makes, each
 * problem keyed by the form's field name (`nashik.mon`), so a refusal shows beside the field.
 */
export const availabilityEditSchema = z.unknown().transform((body, ctx): AvailabilityEdit => {
  const shape = wireShape.safeParse(body);
  if (!shape.success) {
    const seen = new Set<string>();
    for (const issue of shape.error.issues) {
      const field = fieldOfPath(issue.path);
      if (seen.has(field)) continue;
      seen.add(field);
      const message = WIRE_MESSAGES[field] ?? (field.endsWith('.slotMinutes') ? AVAILABILITY_MESSAGES.slotMinutes : field.includes('.') ? AVAILABILITY_MESSAGES.hoursFormat : issue.message);
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: field === 'form' ? [] : [field], message });
    }
    return z.NEVER;
  }
  const edit = shape.data as AvailabilityEdit;
  const values = availabilityFormValues({ ...edit, places: edit.places }, edit.version);
  const { errors } = readAvailabilityForm(values);
  for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
  return Object.keys(errors).length > 0 ? z.NEVER : { ...edit, videoLink: edit.videoLink.trim() };
});
