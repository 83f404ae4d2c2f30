import type { FastifyInstance } from 'fastify';
import { VENDOR_MESSAGES, vendorProfileSaveSchema, vendorRegistrationSchema, vendorTradesSchema } from '@/shared/contracts/accounts';
import { HttpError } from '../../lib/http-error';
import { writeRoute } from '../../lib/write-route';
import { isUniqueViolation } from './answers';
import { sessionAccount } from './sessions';
import { tenderRefusal } from '../../tenders/open-tender';
import { recordNewLead } from '../../leads/lead-sources';
import { saveVendorProfile, saveVendorTrades } from './profile';

/**
 * `POST /api/vendors`: a logged-in vendor's registration, stored with the account and the tender; its seven
 * fields become the account's vendor profile (`profile.ts`). `POST /api/vendors/profile`: the profile alone.
 * The handler reads as the rules in order: who (401), which tender (400), then the row (409 on a repeat).
 */
export async function vendorRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  writeRoute(app, {
    url: '/api/vendors',
    schema: vendorRegistrationSchema,
    status: 201,
    handler: async (registration, { request }) => {
      const account = await sessionAccount(app, request);
      if (!account) throw new HttpError(401, VENDOR_MESSAGES.loginFirst);
      if (registration.tenderNo) {
        // Unknown, unpublished (400) or not open: closed, awarded, cancelled (409), with the reason.
        const refusal = await tenderRefusal(db, registration.tenderNo);
        if (refusal) throw new HttpError(refusal.status, refusal.message, { tenderNo: refusal.message });
      }
      try {
        // The registration and its New lead for the staff desk commit together.
        await db.transaction().execute(async (trx) => {
          const { id } = await trx
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
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordNewLead(trx, 'vendor', id);
          // The seven fields fill the form next time; this registration's values are the latest.
          const { tenderNo: _tender, ...profile } = registration;
          await saveVendorProfile(trx, account.id, profile);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, VENDOR_MESSAGES.duplicate);
        throw error;
      }
      request.log.info({ tenderNo: registration.tenderNo ?? null }, 'vendor registration stored');
      return { success: true, message: VENDOR_MESSAGES.saved };
    },
  });

  // The profile alone (no tender, no registration, no lead for the desk): what a vendor completes to bid.
  writeRoute(app, {
    url: '/api/vendors/profile',
    schema: vendorProfileSaveSchema,
    handler: async (profile, { request }) => {
      const account = await sessionAccount(app, request);
      if (!account) throw new HttpError(401, VENDOR_MESSAGES.loginFirst);
      await db.transaction().execute((trx) => saveVendorProfile(trx, account.id, profile));
      return { success: true, message: VENDOR_MESSAGES.profileSaved };
    },
  });

  // The trades alone (issue 38, item 5): which tenders the vendor is e-mailed about; no profile needed.
  writeRoute(app, {
    url: '/api/vendors/trades',
    schema: vendorTradesSchema,
    handler: async ({ trades }, { request }) => {
      const account = await sessionAccount(app, request);
      if (!account) throw new HttpError(401, VENDOR_MESSAGES.loginFirst);
      await db.transaction().execute((trx) => saveVendorTrades(trx, account.id, trades));
      return { success: true, message: trades.length > 0 ? VENDOR_MESSAGES.tradesSaved : VENDOR_MESSAGES.tradesCleared };
    },
  });
}
