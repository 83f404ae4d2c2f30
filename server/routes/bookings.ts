import { readLocale } from '../lib/request-locale';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { BOOKING_PLACES, FLOOR_PLAN_MAX_BYTES, type BookingPlace } from '@/entities/booking/model/booking';
import { isRealDay } from '@/entities/booking/model/booking-rules';
import { BOOKING_MESSAGES, bookingSchema, rescheduleSchema } from '@/entities/booking/model/booking.schema';
import { CONSULTATION_COPY, LINK_MESSAGES, SLOT_MESSAGES } from '@/entities/booking/model/booking-copy';
import { cleanFileName, checkFloorPlan } from '../lib/file-sniff';
import { HttpError } from '../lib/http-error';
import { readMultipartForm } from '../lib/multipart-form';
import { readJson, writeAnswer, writeRoute } from '../lib/write-route';
import { loadAvailability, type StoredAvailability } from '../booking/availability';
import {
  BookingLinkError,
  bookingOfToken,
  cancelByToken,
  createBooking,
  freeDays,
  freeSlotsOn,
  rescheduleByToken,
  SlotRefusedError,
  SlotTakenError,
  type ServiceContext,
} from '../booking/booking-service';

/**
 * The visitor's consultation API (issue 21): the days and free slots of a place, booking one (multipart,
 * with an optional floor plan), and the private manage link (view, reschedule, cancel). Times are ISO
 * instants; the client shows them in IST. A slot taken meanwhile answers 409 with the nearest free ones.
 * These reads change with every booking and by the minute, so they are not in the read table (nor
 * rendered on the server): the page fetches them after hydration, `no-store`.
 */

const UPLOAD_LIMITS = { fileSize: FLOOR_PLAN_MAX_BYTES, files: 1, fields: 30, fieldSize: 8 * 1024, fieldNameSize: 100, parts: 31, headerPairs: 50 };

const slot = { type: 'object', required: ['start', 'end'], properties: { start: { type: 'string' }, end: { type: 'string' } } } as const;
const slots = { type: 'array', items: slot } as const;

export const bookingView = {
  type: 'object',
  required: ['id', 'place', 'start', 'end', 'status', 'name', 'email', 'phone', 'siteAddress', 'where'],
  properties: {
    id: { type: 'integer' },
    place: { type: 'string', enum: [...BOOKING_PLACES] },
    start: { type: 'string' },
    end: { type: 'string' },
    status: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    siteAddress: { type: 'string' },
    where: { type: 'string' },
  },
} as const;

const refusal = writeAnswer;
const daysAnswer = {
  type: 'object',
  required: ['success', 'place', 'days'],
  properties: {
    success: { type: 'boolean' },
    place: { type: 'string' },
    days: { type: 'array', items: { type: 'object', required: ['day', 'free'], properties: { day: { type: 'string' }, free: { type: 'integer' } } } },
  },
} as const;
const slotsAnswer = {
  type: 'object',
  required: ['success', 'place', 'day', 'slots'],
  properties: { success: { type: 'boolean' }, place: { type: 'string' }, day: { type: 'string' }, slots },
} as const;
const bookedAnswer = {
  type: 'object',
  required: ['success', 'message', 'booking', 'manageToken'],
  properties: { ...writeAnswer.properties, booking: bookingView, manageToken: { type: 'string' } },
} as const;
const takenAnswer = { type: 'object', required: ['success', 'message', 'nearest'], properties: { ...writeAnswer.properties, nearest: slots } } as const;
const manageAnswer = { type: 'object', required: ['success', 'booking'], properties: { success: { type: 'boolean' }, booking: bookingView } } as const;
const staleAnswer = { type: 'object', required: ['success', 'message', 'state'], properties: { ...writeAnswer.properties, state: { type: 'string' } } } as const;
const cancelledAnswer = { type: 'object', required: ['success', 'message', 'booking'], properties: { ...writeAnswer.properties, booking: bookingView } } as const;

function placeOf(value: unknown): BookingPlace {
  if (typeof value !== 'string' || !(BOOKING_PLACES as readonly string[]).includes(value)) throw new HttpError(400, BOOKING_MESSAGES.place, { place: BOOKING_MESSAGES.place });
  return value as BookingPlace;
}

interface BookingUpload {
  fields: Record<string, unknown>;
  floorPlan: { name: string; data: Buffer } | null;
}

/** The booking form: JSON, or multipart with its text fields and at most one file named `floorPlan`. */
/** The booking's fields and its optional floor plan (`lib/multipart-form.ts`); a JSON body is the fields alone. */
async function readBookingUpload(request: FastifyRequest): Promise<BookingUpload> {
  if (!request.isMultipart()) return { fields: (await readJson(request)) as Record<string, unknown>, floorPlan: null };
  const { fields, file } = await readMultipartForm(request, {
    fileField: 'floorPlan',
    oneFile: { message: BOOKING_MESSAGES.floorPlanType, errors: { floorPlan: BOOKING_MESSAGES.floorPlanType } },
    tooLarge: { message: BOOKING_MESSAGES.floorPlanSize, errors: { floorPlan: BOOKING_MESSAGES.floorPlanSize } },
  });
  return { fields, floorPlan: file ? { name: cleanFileName(file.fileName), data: file.data } : null };
}

async function readBooking(request: FastifyRequest) {
  const { fields, floorPlan } = await readBookingUpload(request);
  return { ...fields, floorPlan: floorPlan ? { name: floorPlan.name, size: floorPlan.data.length, data: floorPlan.data } : undefined };
}

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const { db } = app.database;
  const mail = app.mailOutbox;

  const availability = async (): Promise<StoredAvailability> => {
    const found = await loadAvailability(db);
    if (!found) throw new HttpError(404, CONSULTATION_COPY.noAvailability);
    return found;
  };
  const context = async (): Promise<ServiceContext> => ({ availability: await availability(), notify: mail.enabled, publicUrl: app.config.publicUrl ?? null });

  const slotRefusal = (error: SlotRefusedError) => new HttpError(400, SLOT_MESSAGES[error.problem], { start: SLOT_MESSAGES[error.problem] });

  app.get('/api/consultation/days', { schema: { response: { 200: daysAnswer, 400: refusal, 404: refusal } } }, async (request, reply) => {
    const place = placeOf((request.query as { place?: unknown }).place);
    const { rules } = await availability();
    void reply.header('Cache-Control', 'no-store');
    return { success: true, place, days: await freeDays(db, rules, place, new Date()) };
  });

  app.get('/api/consultation/slots', { schema: { response: { 200: slotsAnswer, 400: refusal, 404: refusal } } }, async (request, reply) => {
    const query = request.query as { place?: unknown; day?: unknown };
    const place = placeOf(query.place);
    if (!isRealDay(query.day)) throw new HttpError(400, SLOT_MESSAGES.day, { day: SLOT_MESSAGES.day });
    const { rules } = await availability();
    void reply.header('Cache-Control', 'no-store');
    return { success: true, place, day: query.day, slots: await freeSlotsOn(db, rules, place, query.day, new Date()) };
  });

  writeRoute(app, {
    url: '/api/consultation/bookings',
    uploadLimit: FLOOR_PLAN_MAX_BYTES + 64 * 1024,
    uploadTooLarge: { message: BOOKING_MESSAGES.floorPlanSize, errors: { floorPlan: BOOKING_MESSAGES.floorPlanSize } },
    schema: bookingSchema,
    read: readBooking,
    status: 201,
    answer: bookedAnswer,
    refusalAnswers: { 409: takenAnswer },
    handler: async (payload, { raw, reply, request }) => {
      const upload = (raw as { floorPlan?: { name: string; data: Buffer } }).floorPlan;
      let floorPlan = null;
      if (upload) {
        const type = checkFloorPlan(upload.data, upload.name);
        if (!type) throw new HttpError(415, BOOKING_MESSAGES.floorPlanContent, { floorPlan: BOOKING_MESSAGES.floorPlanContent });
        floorPlan = { name: upload.name, type, data: upload.data };
      }
      try {
        const created = await createBooking(db, payload, floorPlan, { ...(await context()), language: readLocale(request.query) });
        mail.nudge();
        return { success: true, message: CONSULTATION_COPY.booked, booking: created.booking, manageToken: created.token };
      } catch (error) {
        if (error instanceof SlotRefusedError) throw slotRefusal(error);
        if (!(error instanceof SlotTakenError)) throw error;
        reply.status(409);
        return { success: false, message: SLOT_MESSAGES.taken, errors: { start: SLOT_MESSAGES.taken }, nearest: error.nearest };
      }
    },
  });

  const linkRefusal = (error: BookingLinkError) => new HttpError(error.state === 'unknown' ? 404 : 409, LINK_MESSAGES[error.state]);

  app.get('/api/consultation/manage/:token', { schema: { response: { 200: manageAnswer, 404: refusal, 410: staleAnswer } } }, async (request, reply) => {
    const { token } = request.params as { token: string };
    void reply.header('Cache-Control', 'no-store');
    try {
      const { videoLink } = await availability();
      return { success: true, booking: await bookingOfToken(db, token, videoLink) };
    } catch (error) {
      if (!(error instanceof BookingLinkError)) throw error;
      if (error.state === 'unknown') throw new HttpError(404, LINK_MESSAGES.unknown);
      return reply.status(410).send({ success: false, message: LINK_MESSAGES[error.state], state: error.state });
    }
  });

  writeRoute(app, {
    url: '/api/consultation/manage/:token/reschedule',
    schema: rescheduleSchema,
    answer: bookedAnswer,
    refusalAnswers: { 409: takenAnswer },
    handler: async ({ start }, { request, reply }) => {
      const { token } = request.params as { token: string };
      try {
        const moved = await rescheduleByToken(db, token, start, await context());
        mail.nudge();
        return { success: true, message: CONSULTATION_COPY.rescheduled, booking: moved.booking, manageToken: moved.token };
      } catch (error) {
        if (error instanceof BookingLinkError) {
          if (error.state === 'unknown') throw linkRefusal(error);
          reply.status(409);
          return { success: false, message: LINK_MESSAGES[error.state], nearest: [] };
        }
        if (error instanceof SlotRefusedError) throw slotRefusal(error);
        if (!(error instanceof SlotTakenError)) throw error;
        reply.status(409);
        return { success: false, message: SLOT_MESSAGES.taken, errors: { start: SLOT_MESSAGES.taken }, nearest: error.nearest };
      }
    },
  });

  writeRoute(app, {
    url: '/api/consultation/manage/:token/cancel',
    answer: cancelledAnswer,
    handler: async (_payload, { request }) => {
      const { token } = request.params as { token: string };
      try {
        const cancelled = await cancelByToken(db, token, await context());
        mail.nudge();
        return { success: true, message: CONSULTATION_COPY.cancelled, booking: cancelled };
      } catch (error) {
        if (error instanceof BookingLinkError) throw linkRefusal(error);
        throw error;
      }
    },
  });
}
