import type { RequestHandler } from 'msw';
import { readsHandlers } from './handlers/reads';
import { formsHandlers } from './handlers/forms';
import { accountsHandlers } from './handlers/accounts';
import { staffHandlers } from './handlers/staff';
import { leadsHandlers } from './handlers/leads';
import { staffAdminHandlers } from './handlers/staff-admin';
import { staffTendersHandlers } from './handlers/staff-tenders';
import { tenderQuestionsHandlers } from './handlers/tender-questions';
import { tenderOpenersHandlers } from './handlers/tender-openers';
import { bidsHandlers } from './handlers/bids';
import { bookingHandlers } from './handlers/bookings';

/** Every API path, answered from the demo content in `content/`. */
export const handlers: RequestHandler[] = [
  ...readsHandlers,
  ...formsHandlers,
  ...accountsHandlers,
  ...staffHandlers,
  ...leadsHandlers,
  ...staffTendersHandlers,
  ...bidsHandlers,
  ...staffAdminHandlers,
  ...tenderQuestionsHandlers,
  ...tenderOpenersHandlers,
  ...bookingHandlers,
];
