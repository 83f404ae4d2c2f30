import type { FastifyInstance } from 'fastify';
import { readRoutes } from './reads/read-routes';
import { formRoutes } from './forms/form-routes';
import { accountRoutes } from './accounts/account-routes';
import { tenderRoutes } from './tenders';
import { tenderQuestionRoutes } from './tender-questions';
import { tenderOcdsRoutes } from './tender-ocds';
import { staffRoutes } from './staff';
import { bidRoutes } from './bids';
import { bookingRoutes } from './bookings';

/** Every API path, mounted under the base path (`/backend`) by `app.ts`. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(readRoutes);
  await app.register(formRoutes);
  await app.register(accountRoutes);
  await app.register(tenderRoutes);
  await app.register(tenderQuestionRoutes);
  await app.register(tenderOcdsRoutes);
  await app.register(bidRoutes);
  await app.register(staffRoutes);
  await app.register(bookingRoutes);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ success: false, message: `No API path ${request.method} ${request.url}.` }),
  );
}
