import type { RequestHandler } from 'msw';
import { readsHandlers } from './handlers/reads';
import { formsHandlers } from './handlers/forms';
import { accountsHandlers } from './handlers/accounts';
import { staffHandlers } from './handlers/staff';
import { staffAdminHandlers } from './handlers/staff-admin';

/** Every API path, answered from the demo content in `content/`. */
export const handlers: RequestHandler[] = [...readsHandlers, ...formsHandlers, ...accountsHandlers, ...staffHandlers, ...staffAdminHandlers];
