import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { FLOOR_PLAN_MAX_BYTES } from '@/entities/booking/model/booking';
import { BOOKING_MESSAGES } from '@/entities/booking/model/booking.schema';
import { BOOKING_ANSWERS } from '@/entities/booking/model/booking-answers';
import {
  bookEndpoint,
  bookingDaysRead,
  bookingSlotsRead,
  cancelBookingEndpoint,
  manageBookingRead,
  rescheduleBookingEndpoint,
} from '@/entities/booking/model/booking.contract';
import { route, readJson } from '../lib/contract-route';
import { cleanFileName, checkFloorPlan } from '../lib/file-sniff';
import { HttpError } from '../lib/http-error';
import { readMultipartForm, sizedFile } from '../lib/multipart-form';
import { readLocale } from '../lib/request-locale';
import { availabilityInForce } from '../booking/availability';
import {
  bookingDayOf,
  bookingOfToken,
  bookingPlaceOf,
  cancelByToken,
  createBooking,
  freeDays,
  freeSlotsOn,
  rescheduleByToken,
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

interface BookingUpload {
  fields: Record<string, unknown>;
  floorPlan: { name: string; data: Buffer } | null;
}

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
  return { ...fields, floorPlan: sizedFile(floorPlan) };
}

export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
  const { db } = app.database;
  const mail = app.mailOutbox;

  const availability = () => availabilityInForce(db, BOOKING_ANSWERS.noAvailability);
  const context = async (): Promise<ServiceContext> => ({ availability: await availability(), notify: mail.enabled, publicUrl: app.config.publicUrl ?? null });

  route(app, bookingDaysRead, {
    handler: async ({ query }, { reply }) => {
      const place = bookingPlaceOf(query.place);
      const { rules } = await availability();
      void reply.header('Cache-Control', 'no-store');
      return { success: true, place, days: await freeDays(db, rules, place, new Date()) };
    },
  });

  route(app, bookingSlotsRead, {
    handler: async ({ query }, { reply }) => {
      const place = bookingPlaceOf(query.place);
      const day = bookingDayOf(query.day);
      const { rules } = await availability();
      void reply.header('Cache-Control', 'no-store');
      return { success: true, place, day, slots: await freeSlotsOn(db, rules, place, day, new Date()) };
    },
  });

  route(app, bookEndpoint, {
    uploadLimit: FLOOR_PLAN_MAX_BYTES + 64 * 1024,
    uploadTooLarge: { message: BOOKING_MESSAGES.floorPlanSize, errors: { floorPlan: BOOKING_MESSAGES.floorPlanSize } },
    read: readBooking,
    handler: async ({ body }, { raw, request }) => {
      const upload = (raw as { floorPlan?: { name: string; data: Buffer } }).floorPlan;
      let floorPlan = null;
      if (upload) {
        const type = checkFloorPlan(upload.data, upload.name);
        if (!type) throw new HttpError(415, BOOKING_MESSAGES.floorPlanContent, { floorPlan: BOOKING_MESSAGES.floorPlanContent });
        floorPlan = { name: upload.name, type, data: upload.data };
      }
      const created = await createBooking(db, body, floorPlan, { ...(await context()), language: readLocale(request.query) });
      mail.nudge();
      return { success: true, message: BOOKING_ANSWERS.booked, booking: created.booking, manageToken: created.token };
    },
  });

  route(app, manageBookingRead, {
    handler: async ({ params: { token } }, { reply }) => {
      void reply.header('Cache-Control', 'no-store');
      const { videoLink } = await availability();
      return { success: true, booking: await bookingOfToken(db, token, videoLink) };
    },
  });

  route(app, rescheduleBookingEndpoint, {
    handler: async ({ params: { token }, body: { start } }) => {
      const moved = await rescheduleByToken(db, token, start, await context());
      mail.nudge();
      return { success: true, message: BOOKING_ANSWERS.rescheduled, booking: moved.booking, manageToken: moved.token };
    },
  });

  route(app, cancelBookingEndpoint, {
    handler: async ({ params: { token } }) => {
      const cancelled = await cancelByToken(db, token, await context());
      mail.nudge();
      return { success: true, message: BOOKING_ANSWERS.cancelled, booking: cancelled };
    },
  });
}
