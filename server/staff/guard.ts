import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { STAFF_MESSAGES } from '../../src/shared/contracts/staff';
import { HttpError } from '../lib/http-error';
import type { StaffRole } from './actor';
import { staffSession, type StaffSession } from './sessions';

/**
 * Every staff route is guarded on the server, never only by what the desk shows: `staffRoute(...roles)`
 * gives a route both the guard (`requireStaff`) and the `staffRoles` marker the route-table test looks
 * for, so a route under `/api/staff/` without a guard fails that test.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by `requireStaff`. */
    staff?: StaffSession;
  }
  interface FastifyContextConfig {
    /** The roles a staff route admits (empty: any signed-in staff member). */
    staffRoles?: readonly StaffRole[];
  }
}

/**
 * 401 without a live staff session (a vendor session never counts: it is another cookie and another
 * table), 403 when the member's role is not one of `roles` (admin is always admitted). Touches last-seen.
 */
export function requireStaff(...roles: StaffRole[]): preHandlerAsyncHookHandler {
  return async (request) => {
    const staff = await staffSession(request.server, request);
    if (!staff) throw new HttpError(401, STAFF_MESSAGES.notSignedIn);
    if (roles.length > 0 && staff.role !== 'admin' && !roles.includes(staff.role)) throw new HttpError(403, STAFF_MESSAGES.wrongRole);
    request.staff = staff;
  };
}

/** Route options for a guarded staff route: `app.get(url, { ...staffRoute('sales'), schema }, handler)`. */
export function staffRoute(...roles: StaffRole[]): { config: { staffRoles: readonly StaffRole[] }; preHandler: preHandlerAsyncHookHandler } {
  return { config: { staffRoles: roles }, preHandler: requireStaff(...roles) };
}

/** The member `requireStaff` let through (only call it in a guarded route). */
export function signedInStaff(request: FastifyRequest): StaffSession {
  if (!request.staff) throw new HttpError(401, STAFF_MESSAGES.notSignedIn);
  return request.staff;
}
