import type { FastifyInstance } from 'fastify';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import {
  staffLoginCodeEndpoint,
  staffLoginEndpoint,
  staffLogoutEndpoint,
  staffSessionRead,
  staffSetupEndpoint,
  staffSetupRead,
} from '@/entities/staff-member/model/staff-member.contract';
import { route } from '../../lib/contract-route';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { endStaffSession, staffCookieOptions, startStaffSession, STAFF_COOKIE } from '../../staff/sessions';
import { KNOWN_BROWSER_MS, STAFF_BROWSER_COOKIE } from '../../accounts/known-browsers';
import { staffSignInService } from '../../staff/sign-in-service';
import { leadRoutes } from './leads';
import { staffBookingRoutes } from './bookings';
import { staffAvailabilityRoutes } from './availability';
import { staffAuditRoutes } from './audit';
import { staffMemberRoutes } from './members';
import { staffTenderRoutes } from './tenders';
import { staffTenderQuestionRoutes } from './tender-questions';
import { staffBidRoutes } from './bids';

/**
 * The staff desk's own API under `/api/staff/`: set-up from a one-time link, the two-step sign-in
 * (password, then the authenticator's code), sign-out and the session, each its contract and one call of
 * the sign-in service (`staff/sign-in-service.ts`, which owns the rules); the cookies are set here. Every
 * answer is `no-store`.
 *
 * Every route here but set-up, sign-in and sign-out is guarded with `staffRoute(...)` (`staff/guard.ts`);
 * `server/route-table.test.ts` fails for one that is not.
 */

const LOGIN_STEP_COOKIE = 'vk_staff_login';

export async function staffRoutes(app: FastifyInstance): Promise<void> {
  const signIn = staffSignInService(app);
  const stepCookie = staffCookieOptions(app, `${app.config.basePath}${staffLoginEndpoint.path}`);
  // Sent only to the two sign-in steps (the code step's path is under the password step's).
  const browserCookie = { ...stepCookie, maxAge: KNOWN_BROWSER_MS / 1000 };

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  // The desks: each its own plugin under this one, so the no-store hook above covers them too.
  await app.register(staffTenderRoutes);
  await app.register(staffTenderQuestionRoutes);
  await app.register(staffBidRoutes);

  route(app, staffSetupRead, {
    handler: async ({ query: { token } }) => ({ success: true, ...(await signIn.setupInfo(token)) }),
  });

  route(app, staffSetupEndpoint, {
    handler: async ({ body }, { request }) => {
      await signIn.setUp(body, request.ip);
      return { success: true, message: STAFF_MESSAGES.setupDone };
    },
  });

  route(app, staffLoginEndpoint, {
    handler: async ({ body }, { request, reply }) => {
      reply.setCookie(LOGIN_STEP_COOKIE, await signIn.passwordStep(body, request.ip, request.cookies[STAFF_BROWSER_COOKIE]), stepCookie);
      return { success: true, message: STAFF_MESSAGES.passwordStep, step: 'code' as const };
    },
  });

  route(app, staffLoginCodeEndpoint, {
    handler: async ({ body }, { request, reply }) => {
      const stepId = request.cookies[LOGIN_STEP_COOKIE];
      reply.clearCookie(LOGIN_STEP_COOKIE, stepCookie);
      const member = await signIn.codeStep(body, stepId, request.ip, request.cookies[STAFF_BROWSER_COOKIE]);
      reply.setCookie(STAFF_BROWSER_COOKIE, signIn.rememberBrowser(member), browserCookie);
      // A new session id at every sign-in: a cookie planted before it is never promoted.
      await endStaffSession(app, request, reply);
      await startStaffSession(app, reply, member.id);
      await signIn.recordSignIn(member, request.ip);
      return { success: true, message: STAFF_MESSAGES.signedIn, staff: { email: member.email, name: member.name, role: member.role } };
    },
  });

  route(app, staffLogoutEndpoint, {
    handler: async (_nothing, { request, reply }) => {
      const member = await signIn.memberOfSession(request.cookies[STAFF_COOKIE]);
      await endStaffSession(app, request, reply);
      await signIn.recordSignOut(member, request.ip);
      return { success: true, message: STAFF_MESSAGES.signedOut };
    },
  });

  route(app, staffSessionRead, {
    guard: staffRoute(),
    handler: async (_nothing, { request }) => {
      const { email, name, role } = signedInStaff(request);
      return { success: true, staff: { email, name, role } };
    },
  });

  await leadRoutes(app);
  await staffBookingRoutes(app);
  await staffAvailabilityRoutes(app);
  // The desk's areas, inside this plugin so they share its no-store hook.
  await staffAuditRoutes(app);
  await staffMemberRoutes(app);
}
