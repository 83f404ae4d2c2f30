import type { FastifyInstance } from 'fastify';
import { AVAILABILITY_MESSAGES } from '@/entities/booking/model/availability-edit';
import { saveAvailabilityEndpoint, staffAvailabilityRead } from '@/entities/booking/model/booking.contract';
import { route } from '../../lib/contract-route';
import { deskAvailability, saveDeskAvailability } from '../../booking/availability-desk';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';

/**
 * The availability desk (sales and admin, as the bookings desk): read the hours, slot lengths, booking
 * window, notice and closed days with their version; save a change on that version (409 with the
 * availability as it now is when a colleague saved meanwhile), audited as `availability.change` with what
 * changed. A save never moves or cancels a booking: the answer lists those the new availability leaves
 * outside, for staff to move on `/staff/bookings`.
 */

export async function staffAvailabilityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const guard = staffRoute('sales', 'admin');

  route(app, staffAvailabilityRead, {
    guard,
    handler: async () => ({ success: true, ...(await deskAvailability(db)) }),
  });

  route(app, saveAvailabilityEndpoint, {
    guard,
    handler: async ({ body: edit }, { request }) => {
      const { staffId, email, role } = signedInStaff(request);
      const actor: Actor = { kind: 'staff', staffId, email, role };
      const saved = await saveDeskAvailability(db, edit, {
        editedBy: email,
        audit: (trx, change) => appendAudit(trx, { actor, ...change, ip: request.ip }),
      });
      return { success: true, message: AVAILABILITY_MESSAGES.saved, ...saved.current, affected: saved.affected, notes: saved.notes };
    },
  });
}
