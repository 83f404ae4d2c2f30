import { endpoint, writeAnswers } from '@/shared/contracts/endpoint';
import { vendorProfileSaveSchema, vendorRegistrationSchema, vendorTradesSchema } from '@/shared/contracts/accounts';

/**
 * A logged-in vendor's writes about themself: the registration (for a tender, or none), the profile alone
 * and the trades alone. The profile's read (`GET /api/vendors/profile`) is declared with the other reads.
 */

/** `POST /api/vendors`: the registration; its seven fields become the account's vendor profile. */
export const registerVendorEndpoint = endpoint({
  method: 'POST',
  path: '/api/vendors',
  body: vendorRegistrationSchema,
  answers: writeAnswers(undefined, { status: 201 }),
});

/** `POST /api/vendors/profile`: the seven fields (and the trades, when sent) without a registration. */
export const saveVendorProfileEndpoint = endpoint({
  method: 'POST',
  path: '/api/vendors/profile',
  body: vendorProfileSaveSchema,
  answers: writeAnswers(),
});

/** `POST /api/vendors/trades`: the trades the vendor hears of new tenders for (issue 38), alone. */
export const saveVendorTradesEndpoint = endpoint({
  method: 'POST',
  path: '/api/vendors/trades',
  body: vendorTradesSchema,
  answers: writeAnswers(),
});
