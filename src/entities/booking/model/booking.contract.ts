import { z } from 'zod';
import { endpoint, STAFF_GUARD_ANSWERS, writeAnswers, writeAnswerSchema } from '@/shared/contracts/endpoint';
import { availabilityEditSchema } from './availability-edit';
import { BOOKING_PLACES, BOOKING_STATUSES } from './booking';
import { WEEKDAYS } from './booking-rules';
import { bookingSchema, rescheduleSchema, staffBookingChangeSchema } from './booking.schema';

/**
 * The booking domain's endpoints (issue 21): the visitor's free days and slots, booking one, the private
 * manage link (view, reschedule, cancel), the staff bookings desk and the availability desk. The paths
 * keep the API's public names (`/api/consultation/...`).
 *
 * A read's query is taken as it comes (`z.unknown()`): which places and days exist is the booking
 * service's rule, and its refusal names the field with the visitor's words.
 */

export const slotSchema = z.object({ start: z.string(), end: z.string() });

/** A booking as the visitor's manage page and the confirmation see it. */
export const bookingViewSchema = z.object({
  id: z.number().int(),
  place: z.enum(BOOKING_PLACES),
  start: z.string(),
  end: z.string(),
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  siteAddress: z.string(),
  where: z.string(),
});

/** A booking as the staff desk lists it. */
export const staffBookingSchema = bookingViewSchema.extend({
  homeType: z.string(),
  bhk: z.string(),
  areaSqft: z.number().int().nullable(),
  budgetBand: z.string(),
  rooms: z.string(),
  estimate: z.string(),
  hasFloorPlan: z.boolean(),
  createdAt: z.string(),
  version: z.number().int(),
});

/** A refusal that names its fields (`{ success, message, errors? }`). */
const refusal = writeAnswerSchema;

/* ---------- The visitor's booking ---------- */

/** `GET /api/consultation/days?place=`: the bookable days of a place with their free slot counts. */
export const bookingDaysRead = endpoint({
  method: 'GET',
  path: '/api/consultation/days',
  query: z.object({ place: z.unknown() }),
  answers: {
    200: z.object({ success: z.boolean(), place: z.enum(BOOKING_PLACES), days: z.array(z.object({ day: z.string(), free: z.number().int() })) }),
    400: refusal,
    404: refusal,
  },
});

/** `GET /api/consultation/slots?place=&day=`: the free slots of one day. */
export const bookingSlotsRead = endpoint({
  method: 'GET',
  path: '/api/consultation/slots',
  query: z.object({ place: z.unknown(), day: z.unknown() }),
  answers: {
    200: z.object({ success: z.boolean(), place: z.enum(BOOKING_PLACES), day: z.string(), slots: z.array(slotSchema) }),
    400: refusal,
    404: refusal,
  },
});

/** A booking made or moved: the booking and its (new) private manage token. */
const bookedAnswerSchema = writeAnswerSchema.extend({ booking: bookingViewSchema, manageToken: z.string() });
/** The slot was taken meanwhile (or the link went stale): the nearest free slots to choose from. */
const takenAnswerSchema = writeAnswerSchema.extend({ nearest: z.array(slotSchema) });

/** `POST /api/consultation/bookings` (multipart, with an optional floor plan, or JSON). */
export const bookEndpoint = endpoint({
  method: 'POST',
  path: '/api/consultation/bookings',
  body: bookingSchema,
  answers: writeAnswers(bookedAnswerSchema, { status: 201, refusals: { 409: takenAnswerSchema } }),
});

/** `GET /api/consultation/manage/:token`: the live booking the link opens; 410 says why it no longer does. */
export const manageBookingRead = endpoint({
  method: 'GET',
  path: '/api/consultation/manage/:token',
  answers: {
    200: z.object({ success: z.boolean(), booking: bookingViewSchema }),
    404: refusal,
    410: writeAnswerSchema.extend({ state: z.string() }),
  },
});

/** `POST /api/consultation/manage/:token/reschedule`: the booking moved, with a new link. */
export const rescheduleBookingEndpoint = endpoint({
  method: 'POST',
  path: '/api/consultation/manage/:token/reschedule',
  body: rescheduleSchema,
  answers: writeAnswers(bookedAnswerSchema, { refusals: { 409: takenAnswerSchema } }),
});

/** `POST /api/consultation/manage/:token/cancel`. */
export const cancelBookingEndpoint = endpoint({
  method: 'POST',
  path: '/api/consultation/manage/:token/cancel',
  answers: writeAnswers(writeAnswerSchema.extend({ booking: bookingViewSchema })),
});

/* ---------- The bookings desk (sales, admin) ---------- */

/** `GET /api/staff/bookings?from=&days=1|7&place=`: a day's or a week's bookings, cancelled ones included. */
export const staffBookingsRead = endpoint({
  method: 'GET',
  path: '/api/staff/bookings',
  query: z.object({ from: z.unknown(), days: z.unknown(), place: z.unknown() }),
  answers: {
    200: z.object({ success: z.boolean(), from: z.string(), days: z.number().int(), bookings: z.array(staffBookingSchema) }),
    400: refusal,
    404: refusal,
    ...STAFF_GUARD_ANSWERS,
  },
});

/** `GET /api/staff/bookings/:id/floor-plan`: the visitor's file, as a download (its bytes, never JSON). */
export const floorPlanDownload = endpoint({
  method: 'GET',
  path: '/api/staff/bookings/:id/floor-plan',
  answers: { 200: z.custom<Uint8Array>((value) => value instanceof Uint8Array), 404: refusal, ...STAFF_GUARD_ANSWERS },
});

/** `PATCH /api/staff/bookings/:id`: move, cancel, Done or No-show, on the version seen. */
export const staffBookingChangeEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/staff/bookings/:id',
  body: staffBookingChangeSchema,
  answers: writeAnswers(writeAnswerSchema.extend({ booking: staffBookingSchema }), {
    refusals: { 409: writeAnswerSchema.extend({ booking: staffBookingSchema.optional(), nearest: z.array(slotSchema).optional() }) },
  }),
});

/* ---------- The availability desk (sales, admin) ---------- */

const placeHoursSchema = z.object({
  slotMinutes: z.number().int(),
  weekly: z.object(Object.fromEntries(WEEKDAYS.map((day) => [day, z.array(z.tuple([z.string(), z.string()])).optional()])) as Record<
    (typeof WEEKDAYS)[number],
    z.ZodOptional<z.ZodArray<z.ZodTuple<[z.ZodString, z.ZodString]>>>
  >),
});

const deskAvailabilitySchema = z.object({
  availability: z.object({
    bookAheadDays: z.number().int(),
    minNoticeMinutes: z.number().int(),
    videoLink: z.string(),
    places: z.object(Object.fromEntries(BOOKING_PLACES.map((place) => [place, placeHoursSchema])) as Record<(typeof BOOKING_PLACES)[number], typeof placeHoursSchema>),
    closed: z.array(z.object({ day: z.string(), places: z.array(z.enum(BOOKING_PLACES)), reason: z.string() })),
  }),
  version: z.number().int(),
  source: z.enum(['content', 'desk']),
  editedBy: z.string().nullable(),
  updatedAt: z.string(),
});

const affectedBookingSchema = z.object({
  id: z.number().int(),
  place: z.enum(BOOKING_PLACES),
  start: z.string(),
  name: z.string(),
  reason: z.enum(['closed', 'outside-hours']),
});

/** `GET /api/staff/availability`: the rules, the video link and the version to save on. */
export const staffAvailabilityRead = endpoint({
  method: 'GET',
  path: '/api/staff/availability',
  answers: { 200: deskAvailabilitySchema.extend({ success: z.boolean() }), 404: refusal, ...STAFF_GUARD_ANSWERS },
});

/** `PATCH /api/staff/availability`: a change on the version seen; 409 carries the availability as it is now. */
export const saveAvailabilityEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/staff/availability',
  body: availabilityEditSchema,
  answers: writeAnswers(writeAnswerSchema.merge(deskAvailabilitySchema).extend({ affected: z.array(affectedBookingSchema), notes: z.array(z.string()) }), {
    refusals: { 409: writeAnswerSchema.extend({ current: deskAvailabilitySchema }) },
  }),
});

export type BookingDaysAnswer = z.output<(typeof bookingDaysRead.answers)[200]>;
export type BookingSlotsAnswer = z.output<(typeof bookingSlotsRead.answers)[200]>;
export type BookedAnswer = z.output<typeof bookedAnswerSchema>;
export type ManageAnswer = z.output<(typeof manageBookingRead.answers)[200]>;
export type AvailabilitySaved = z.output<(typeof saveAvailabilityEndpoint.answers)[200]>;
