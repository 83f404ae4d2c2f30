import { z } from 'zod';
import { hasControlCharacters } from '@/shared/contracts/forms';
import {
  BHK_OPTIONS,
  BOOKING_PLACES,
  BUDGET_BANDS,
  FLOOR_PLAN_EXTENSIONS,
  FLOOR_PLAN_MAX_BYTES,
  HOME_TYPES,
  ROOMS,
  type BookingPlace,
} from './booking';
import { addDays, isClock, isRealDay, WEEKDAYS, type Availability } from './booking-rules';

/**
 * The booking's payloads, one schema each, used by the flow, the server routes and the msw handlers.
 * The messages are the visitor's texts (kept here, in one place, for the Marathi translation to come).
 */

export const BOOKING_MESSAGES = {
  place: 'Please choose where to meet: an office, a video call or a visit to your site.',
  start: 'Please choose a free slot.',
  siteAddress: 'Please give the address of the site to visit.',
  homeType: 'Please choose the type of home.',
  bhk: 'Please choose the size of the home.',
  area: 'Please give the area as a whole number of square feet (100 to 100000), or leave it empty.',
  budgetBand: 'Please choose a budget band.',
  rooms: 'Please choose at least one room.',
  name: 'Please give your name.',
  phone: 'Please enter a 10-digit mobile number, or a landline number with its STD code.',
  email: 'Please enter an e-mail address such as name@example.com.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  control: (label: string) => `${label} must not contain control characters.`,
  floorPlanType: 'The floor plan must be a PDF, JPG or PNG file.',
  floorPlanSize: 'The floor plan must be 10 MB or smaller.',
  floorPlanContent: 'This file is not a real PDF, JPG or PNG. Please attach the floor plan in one of those formats.',
} as const;

const REACHABLE_PHONE = /^(?:(?:\+91|0)?[6-9]\d{9}|0\d{9,10})$/;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(label: string, max: number, required?: string) {
  const base = z.string({ invalid_type_error: required ?? `${label} must be text.`, required_error: required }).trim();
  const sized = required ? base.min(1, required) : base;
  return sized.max(max, BOOKING_MESSAGES.tooLong(label, max)).refine((value) => !hasControlCharacters(value), BOOKING_MESSAGES.control(label));
}

const optionalText = (label: string, max: number) =>
  z
    .union([text(label, max), z.null(), z.undefined()])
    .transform((value) => value ?? '');

/** A choice among `values`; the same message for a missing or an unknown value. */
const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { errorMap: () => ({ message }) });

export function floorPlanExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The floor plan as both sides see it: a `File` on the client, `{ name, size }` of the part on the server. */
const floorPlanSchema = z
  .object({ name: z.string(), size: z.number() })
  .superRefine((file, ctx) => {
    if (!(FLOOR_PLAN_EXTENSIONS as readonly string[]).includes(floorPlanExtension(file.name))) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: BOOKING_MESSAGES.floorPlanType });
    } else if (file.size > FLOOR_PLAN_MAX_BYTES) ctx.addIssue({ code: z.ZodIssueCode.custom, message: BOOKING_MESSAGES.floorPlanSize });
  })
  .optional();

/** Sent as text by a multipart form: an empty value is no area. */
const area = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z.number({ invalid_type_error: BOOKING_MESSAGES.area }).int(BOOKING_MESSAGES.area).min(100, BOOKING_MESSAGES.area).max(100_000, BOOKING_MESSAGES.area).nullable(),
);

/** Rooms travel as `living,kitchen` in a multipart form, as a list in JSON. */
const rooms = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((room) => room.trim()).filter(Boolean) : value),
  z.array(choice(ROOMS, BOOKING_MESSAGES.rooms), { required_error: BOOKING_MESSAGES.rooms, invalid_type_error: BOOKING_MESSAGES.rooms }).min(1, BOOKING_MESSAGES.rooms).max(ROOMS.length, BOOKING_MESSAGES.rooms),
);

export const slotChoiceSchema = z.object({
  place: choice(BOOKING_PLACES, BOOKING_MESSAGES.place),
  start: z.string({ required_error: BOOKING_MESSAGES.start, invalid_type_error: BOOKING_MESSAGES.start }).min(1, BOOKING_MESSAGES.start).max(40, BOOKING_MESSAGES.start),
});

export const homeDetailsSchema = z.object({
  homeType: choice(HOME_TYPES, BOOKING_MESSAGES.homeType),
  bhk: choice(BHK_OPTIONS, BOOKING_MESSAGES.bhk),
  areaSqft: area,
  budgetBand: choice(BUDGET_BANDS, BOOKING_MESSAGES.budgetBand),
  rooms,
  floorPlan: floorPlanSchema,
});

export const contactDetailsSchema = z.object({
  name: text('Name', 100, BOOKING_MESSAGES.name),
  phone: text('Phone', 20, BOOKING_MESSAGES.phone).refine((phone) => REACHABLE_PHONE.test(phone.replace(/[\s()-]/g, '')), BOOKING_MESSAGES.phone),
  email: text('E-mail', 254, BOOKING_MESSAGES.email).refine((email) => EMAIL_SHAPE.test(email), BOOKING_MESSAGES.email),
});

/** The whole booking: where and when, the home, who; the estimate (a summary line) when the visitor came from the estimator. */
export const bookingSchema = slotChoiceSchema
  .extend({ siteAddress: optionalText('Site address', 300), estimate: optionalText('Estimate', 500) })
  .merge(homeDetailsSchema)
  .merge(contactDetailsSchema)
  .superRefine((booking, ctx) => {
    if (booking.place === 'site' && booking.siteAddress === '') {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['siteAddress'], message: BOOKING_MESSAGES.siteAddress });
    }
  });

export type BookingPayload = z.output<typeof bookingSchema>;

export const rescheduleSchema = z.object({ start: slotChoiceSchema.shape.start });

export const STAFF_BOOKING_ACTIONS = ['move', 'cancel', 'done', 'no-show'] as const;
export type StaffBookingAction = (typeof STAFF_BOOKING_ACTIONS)[number];

export const staffBookingChangeSchema = z
  .object({
    action: choice(STAFF_BOOKING_ACTIONS, 'Please choose what to do with the booking.'),
    start: z.string().max(40).optional(),
    version: z.number({ required_error: 'The version seen is required.' }).int().positive(),
  })
  .superRefine((change, ctx) => {
    if (change.action === 'move' && !change.start) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['start'], message: BOOKING_MESSAGES.start });
  });

export type StaffBookingChange = z.output<typeof staffBookingChangeSchema>;

/* ---------- The availability in content/consultation.json ---------- */

const clock = z.string().refine(isClock, 'must be a time written HH:mm');
const interval = z.tuple([clock, clock]).refine(([from, to]) => from < to, 'an interval must end after it starts');
const placeHours = z.object({
  slotMinutes: z.number().int().min(10).max(240),
  weekly: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(interval).optional()])) as Record<(typeof WEEKDAYS)[number], z.ZodOptional<z.ZodArray<typeof interval>>>).strict(),
});
const places = z.array(z.enum(BOOKING_PLACES)).default([]);

/**
 * A closed day is a date (`"day": "2027-01-26"`, a holiday) or a number of days after the database was
 * seeded (`"inDays": 3`, a demo designer's day off), turned into a date once, when the database is seeded.
 */
const closedDay = z.union([
  z.object({ day: z.string().refine(isRealDay, 'must be a date written yyyy-MM-dd'), places, reason: z.string().min(1) }).strict(),
  z.object({ inDays: z.number().int().min(0).max(366), places, reason: z.string().min(1) }).strict(),
]);

export const availabilityContentSchema = z
  .object({
    bookAheadDays: z.number().int().min(1).max(120),
    minNoticeMinutes: z.number().int().min(0).max(7 * 24 * 60),
    /** The video calls' meeting address; each booking gets its own room under it. */
    videoLink: z.string().url(),
    places: z.object(Object.fromEntries(BOOKING_PLACES.map((place) => [place, placeHours])) as Record<BookingPlace, typeof placeHours>).strict(),
    closed: z.array(closedDay).default([]),
  })
  .strict();

export type AvailabilityContent = z.output<typeof availabilityContentSchema>;

/** The content's availability with every relative day made a date counted from `seededOn`. */
export function resolveAvailability(content: AvailabilityContent, seededOn: string): Availability {
  return {
    bookAheadDays: content.bookAheadDays,
    minNoticeMinutes: content.minNoticeMinutes,
    places: content.places,
    closed: content.closed.map((closed) => ('day' in closed ? closed : { day: addDays(seededOn, closed.inDays), places: closed.places, reason: closed.reason })),
  };
}
