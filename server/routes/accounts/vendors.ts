import type { FastifyInstance } from 'fastify';
import { VENDOR_MESSAGES, vendorRegistrationSchema } from '@/shared/contracts/accounts';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import { isUniqueViolation, refusals, writeAnswer } from './answers';
import { sessionAccount } from './sessions';
import { tenderRefusal } from '../../tenders/open-tender';

/** `POST /api/vendors`: a logged-in vendor's registration, stored with the account and the tender. */
export async function vendorRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/vendors',
    {
      schema: { body: { type: 'object' }, response: { 201: writeAnswer, ...refusals } },
      onRequest: app.writeBudget,
    },
    async (request, reply) => {
      const account = await sessionAccount(app, request);
      if (!account) return reply.status(401).send({ success: false, message: VENDOR_MESSAGES.loginFirst });

      const parsed = vendorRegistrationSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply.status(400).send({ success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(parsed.error) });
      }
      const registration = parsed.data;
      const { db } = app.database;
      if (registration.tenderNo) {
        const refusal = await tenderRefusal(db, registration.tenderNo);
        if (refusal) return reply.status(refusal.status).send({ success: false, message: refusal.message, errors: { tenderNo: refusal.message } });
      }

      const duplicate = { success: false, message: VENDOR_MESSAGES.duplicate };
      try {
        await db
          .insertInto('vendor_registrations')
          .values({
            account_id: account.id,
            tender_no: registration.tenderNo ?? '',
            vendor_name: registration.vendorName,
            email: registration.email,
            mobile_number: registration.mobileNumber,
            company_name: registration.companyName,
            gst_number: registration.gstNumber,
            pan_number: registration.panNumber,
            udyam_number: registration.udyamNumber,
            created_at: new Date().toISOString(),
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) return reply.status(409).send(duplicate);
        throw error;
      }
      request.log.info({ tenderNo: registration.tenderNo ?? null }, 'vendor registration stored');
      return reply.status(201).send({ success: true, message: VENDOR_MESSAGES.saved });
    },
  );
}
