import type { FastifyInstance } from 'fastify';
import { floorPlanDownload, staffBookingChangeEndpoint, staffBookingsRead } from '@/entities/booking/model/booking.contract';
import { downloadOnly } from '../../lib/attachment';
import { route } from '../../lib/contract-route';
import { availabilityInForce } from '../../booking/availability';
import { bookingIdOf, changeBookingAsStaff, floorPlanOf, listBookings, STAFF_BOOKING_MESSAGES, staffBookingsQueryOf } from '../../booking/booking-service';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';

/**
 * The bookings desk (issue 21, `sales` and admin): the day's or the week's consultations by office, one
 * booking's floor plan, and the one change a booking takes on the version seen (move, cancel, Done,
 * No-show), audited in its transaction; a move or a cancellation tells the visitor by e-mail.
 */

const NO_AVAILABILITY = 'No availability is set: add content/consultation.json and restart.';

export async function staffBookingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const guard = staffRoute('sales', 'admin');
  const availability = () => availabilityInForce(db, NO_AVAILABILITY);

  route(app, staffBookingsRead, {
    guard,
    handler: async ({ query }) => {
      const { from, days, place } = staffBookingsQueryOf(query);
      const { videoLink } = await availability();
      return { success: true, from, days, bookings: await listBookings(db, from, days, place, videoLink) };
    },
  });

  route(app, floorPlanDownload, {
    guard,
    handler: async ({ params }, { reply }) => {
      const plan = await floorPlanOf(db, bookingIdOf(params.id));
      // The visitor chose the file: downloaded, never shown inline. Bytes are sent as they are, never serialised.
      void downloadOnly(reply, plan.type, plan.name);
      return plan.data;
    },
  });

  route(app, staffBookingChangeEndpoint, {
    guard,
    handler: async ({ params, body: change }, { request }) => {
      const id = bookingIdOf(params.id);
      const { staffId, email, role } = signedInStaff(request);
      const actor: Actor = { kind: 'staff', staffId, email, role };
      const booking = await changeBookingAsStaff(db, id, change, {
        availability: await availability(),
        notify: app.mailOutbox.enabled,
        publicUrl: app.config.publicUrl ?? null,
        audit: (trx, description) => appendAudit(trx, { actor, ...description, ip: request.ip }),
      });
      app.mailOutbox.nudge();
      return { success: true, message: STAFF_BOOKING_MESSAGES.saved, booking };
    },
  });
}
