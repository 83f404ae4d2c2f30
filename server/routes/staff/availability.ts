import type { FastifyInstance } from 'fastify';
import { BOOKING_PLACES } from '@/entities/booking/model/booking';
import { WEEKDAYS } from '@/entities/booking/model/booking-rules';
import { AVAILABILITY_MESSAGES, availabilityEditSchema } from '@/entities/booking/model/availability-edit';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { HttpError } from '../../lib/http-error';
import { writeAnswer, writeRoute } from '../../lib/write-route';
import {
  AvailabilityConflictError,
  NoAvailabilityError,
  PastClosedDayError,
  readDeskAvailability,
  saveDeskAvailability,
  type DeskAvailability,
} from '../../booking/availability-desk';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { refusal } from './answers';

/**
 * The availability desk (sales and admin, as the bookings desk): read the hours, slot lengths, booking
 * window, notice and closed days with their version; save a change on that version (409 with the
 * availability as it now is when a colleague saved meanwhile), audited as `availability.change` with what
 * changed. A save never moves or cancels a booking: the answer lists those the new availability leaves
 * outside, for staff to move on `/staff/bookings`.
 */

const clock = { type: 'string' } as const;
const placeHours = {
  type: 'object',
  required: ['slotMinutes', 'weekly'],
  properties: {
    slotMinutes: { type: 'integer' },
    weekly: {
      type: 'object',
      properties: Object.fromEntries(WEEKDAYS.map((day) => [day, { type: 'array', items: { type: 'array', items: clock, minItems: 2, maxItems: 2 } }])),
    },
  },
} as const;
const availability = {
  type: 'object',
  required: ['bookAheadDays', 'minNoticeMinutes', 'videoLink', 'places', 'closed'],
  properties: {
    bookAheadDays: { type: 'integer' },
    minNoticeMinutes: { type: 'integer' },
    videoLink: { type: 'string' },
    places: { type: 'object', required: [...BOOKING_PLACES], properties: Object.fromEntries(BOOKING_PLACES.map((place) => [place, placeHours])) },
    closed: {
      type: 'array',
      items: {
        type: 'object',
        required: ['day', 'places', 'reason'],
        properties: { day: { type: 'string' }, places: { type: 'array', items: { type: 'string' } }, reason: { type: 'string' } },
      },
    },
  },
} as const;
const deskAvailability = {
  availability,
  version: { type: 'integer' },
  source: { type: 'string', enum: ['content', 'desk'] },
  editedBy: { type: ['string', 'null'] },
  updatedAt: { type: 'string' },
} as const;
const readAnswer = {
  type: 'object',
  required: ['success', 'availability', 'version', 'source', 'editedBy', 'updatedAt'],
  properties: { success: { type: 'boolean' }, ...deskAvailability },
} as const;
const affected = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'place', 'start', 'name', 'reason'],
    properties: { id: { type: 'integer' }, place: { type: 'string' }, start: { type: 'string' }, name: { type: 'string' }, reason: { type: 'string', enum: ['closed', 'outside-hours'] } },
  },
} as const;
const savedAnswer = {
  type: 'object',
  required: ['success', 'message', 'availability', 'version', 'source', 'editedBy', 'updatedAt', 'affected', 'notes'],
  properties: { ...writeAnswer.properties, ...deskAvailability, affected, notes: { type: 'array', items: { type: 'string' } } },
} as const;
const staleAnswer = {
  type: 'object',
  required: ['success', 'message', 'current'],
  properties: { ...writeAnswer.properties, current: { type: 'object', required: readAnswer.required.filter((key) => key !== 'success'), properties: deskAvailability } },
} as const;

const GUARDED = { 401: refusal, 403: refusal };
const NONE_SET = 'No availability is set yet: add content/consultation.json and restart the server once.';

export const staffAvailabilityPath = '/api/staff/availability';

export async function staffAvailabilityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const sales = staffRoute('sales', 'admin');

  app.get(staffAvailabilityPath, { ...sales, schema: { response: { 200: readAnswer, 404: refusal, ...GUARDED } } }, async () => {
    const found = await readDeskAvailability(db);
    if (!found) throw new HttpError(404, NONE_SET);
    return { success: true, ...found };
  });

  writeRoute(app, {
    url: staffAvailabilityPath,
    method: 'PATCH',
    schema: availabilityEditSchema,
    guard: sales,
    answer: savedAnswer,
    refusalAnswers: { 409: staleAnswer },
    handler: async (edit, { request, reply }) => {
      const { staffId, email, role } = signedInStaff(request);
      const actor: Actor = { kind: 'staff', staffId, email, role };
      try {
        const saved = await saveDeskAvailability(db, edit, {
          editedBy: email,
          audit: (trx, change) => appendAudit(trx, { actor, ...change, ip: request.ip }),
        });
        return { success: true, message: AVAILABILITY_MESSAGES.saved, ...saved.current, affected: saved.affected, notes: saved.notes };
      } catch (error) {
        if (error instanceof NoAvailabilityError) throw new HttpError(404, NONE_SET);
        if (error instanceof PastClosedDayError) throw new HttpError(400, FORM_INVALID_MESSAGE, { closed: AVAILABILITY_MESSAGES.closedPast(error.day) });
        if (!(error instanceof AvailabilityConflictError)) throw error;
        reply.status(409);
        const current: DeskAvailability = error.current;
        return { success: false, message: AVAILABILITY_MESSAGES.stale, current };
      }
    },
  });
}
