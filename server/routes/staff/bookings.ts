import type { FastifyInstance } from 'fastify';
import { BOOKING_PLACES, type BookingPlace } from '@/entities/booking/model/booking';
import { isRealDay } from '@/entities/booking/model/booking-rules';
import { staffBookingChangeSchema } from '@/entities/booking/model/booking.schema';
import { SLOT_MESSAGES } from '@/entities/booking/model/booking-copy';
import { attachment } from '../../lib/attachment';
import { HttpError } from '../../lib/http-error';
import { writeAnswer, writeRoute } from '../../lib/write-route';
import { loadAvailability } from '../../booking/availability';
import {
  BookingConflictError,
  BookingNotFoundError,
  BookingStateError,
  changeBookingAsStaff,
  listBookings,
  SlotRefusedError,
  SlotTakenError,
} from '../../booking/booking-service';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { bookingView } from '../bookings';
import { refusal } from './answers';

/**
 * The bookings desk (issue 21, `sales` and admin): the day's or the week's consultations by office, one
 * booking's floor plan, and the one change a booking takes on the version seen (move, cancel, Done,
 * No-show), audited in its transaction; a move or a cancellation tells the visitor by e-mail.
 */

const staffBooking = {
  ...bookingView,
  required: [...bookingView.required, 'homeType', 'bhk', 'areaSqft', 'budgetBand', 'rooms', 'estimate', 'hasFloorPlan', 'createdAt', 'version'],
  properties: {
    ...bookingView.properties,
    homeType: { type: 'string' },
    bhk: { type: 'string' },
    areaSqft: { type: ['integer', 'null'] },
    budgetBand: { type: 'string' },
    rooms: { type: 'string' },
    estimate: { type: 'string' },
    hasFloorPlan: { type: 'boolean' },
    createdAt: { type: 'string' },
    version: { type: 'integer' },
  },
} as const;

const listAnswer = {
  type: 'object',
  required: ['success', 'from', 'days', 'bookings'],
  properties: { success: { type: 'boolean' }, from: { type: 'string' }, days: { type: 'integer' }, bookings: { type: 'array', items: staffBooking } },
} as const;
const changeAnswer = { type: 'object', required: ['success', 'message', 'booking'], properties: { ...writeAnswer.properties, booking: staffBooking } } as const;
const takenAnswer = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    ...writeAnswer.properties,
    booking: staffBooking,
    nearest: { type: 'array', items: { type: 'object', required: ['start', 'end'], properties: { start: { type: 'string' }, end: { type: 'string' } } } },
  },
} as const;

const GUARDED = { 401: refusal, 403: refusal };
export const BOOKING_CHANGED_MESSAGE = 'Saved.';
const CHANGED_MEANWHILE = 'Someone changed this booking meanwhile. Here it is as it is now.';

function bookingId(params: { id: string }): number {
  const id = Number(params.id);
  if (!/^\d+$/.test(params.id) || !Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, 'There is no such booking.');
  return id;
}

export async function staffBookingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const sales = staffRoute('sales', 'admin');

  const availability = async () => {
    const found = await loadAvailability(db);
    if (!found) throw new HttpError(404, 'No availability is set: add content/consultation.json and restart.');
    return found;
  };

  app.get('/api/staff/bookings', { ...sales, schema: { response: { 200: listAnswer, 400: refusal, 404: refusal, ...GUARDED } } }, async (request) => {
    const query = request.query as { from?: unknown; days?: unknown; place?: unknown };
    if (!isRealDay(query.from)) throw new HttpError(400, SLOT_MESSAGES.day, { from: SLOT_MESSAGES.day });
    const days = Number(query.days ?? 1);
    if (days !== 1 && days !== 7) throw new HttpError(400, 'Show one day or a week.', { days: 'Show one day or a week.' });
    const place = query.place === undefined || query.place === '' ? undefined : String(query.place);
    if (place !== undefined && !(BOOKING_PLACES as readonly string[]).includes(place)) throw new HttpError(400, 'Unknown place.', { place: 'Unknown place.' });
    const { videoLink } = await availability();
    return { success: true, from: query.from, days, bookings: await listBookings(db, query.from, days, place as BookingPlace | undefined, videoLink) };
  });

  app.get('/api/staff/bookings/:id/floor-plan', { ...sales, schema: { response: { 200: { type: 'string' }, 404: refusal, ...GUARDED } } }, async (request, reply) => {
    const id = bookingId(request.params as { id: string });
    const plan = await db.selectFrom('bookings').select(['floor_plan_name', 'floor_plan_type', 'floor_plan_data']).where('id', '=', id).executeTakeFirst();
    if (!plan?.floor_plan_data) throw new HttpError(404, 'This booking has no floor plan.');
    // The visitor chose the file: downloaded, never shown inline.
    return reply
      .header('content-type', plan.floor_plan_type || 'application/octet-stream')
      .header('content-disposition', attachment(plan.floor_plan_name || `floor-plan-${id}`))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(plan.floor_plan_data));
  });

  writeRoute(app, {
    url: '/api/staff/bookings/:id',
    method: 'PATCH',
    schema: staffBookingChangeSchema,
    guard: sales,
    answer: changeAnswer,
    refusalAnswers: { 409: takenAnswer },
    handler: async (change, { request, reply }) => {
      const id = bookingId(request.params as { id: string });
      const { staffId, email, role } = signedInStaff(request);
      const actor: Actor = { kind: 'staff', staffId, email, role };
      try {
        const booking = await changeBookingAsStaff(db, id, change, {
          availability: await availability(),
          notify: app.mailOutbox.enabled,
          publicUrl: app.config.publicUrl ?? null,
          audit: (trx, description) => appendAudit(trx, { actor, ...description, ip: request.ip }),
        });
        app.mailOutbox.nudge();
        return { success: true, message: BOOKING_CHANGED_MESSAGE, booking };
      } catch (error) {
        if (error instanceof BookingNotFoundError) throw new HttpError(404, 'There is no such booking.');
        if (error instanceof BookingStateError) throw new HttpError(409, error.message);
        if (error instanceof SlotRefusedError) throw new HttpError(400, SLOT_MESSAGES[error.problem], { start: SLOT_MESSAGES[error.problem] });
        if (error instanceof BookingConflictError) {
          reply.status(409);
          return { success: false, message: CHANGED_MEANWHILE, booking: error.current };
        }
        if (!(error instanceof SlotTakenError)) throw error;
        reply.status(409);
        return { success: false, message: SLOT_MESSAGES.taken, errors: { start: SLOT_MESSAGES.taken }, nearest: error.nearest };
      }
    },
  });
}
