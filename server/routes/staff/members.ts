import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_MEMBER_MESSAGES } from '../../../src/entities/staff-member/model/staff-member';
import { staffMemberAddSchema, staffMemberRoleSchema } from '../../../src/entities/staff-member/model/staff-member.schema';
import { HttpError } from '../../lib/http-error';
import { siteOrigin } from '../../lib/site-origin';
import { writeRoute } from '../../lib/write-route';
import { addStaff, changeStaffRole, disableStaff, listStaff, resetStaff, setupLink, StaffError } from '../../staff/accounts';
import type { Actor } from '../../staff/actor';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { refusal, setupLinkAnswer, staffListAnswer } from './answers';

/**
 * Staff management from the desk, for admins (issue 20 item 2). The rules live in `staff/accounts.ts`,
 * which `npm run staff` calls too: the desk only adds who did it (the signed-in admin) and from where.
 * A member is named by id in the address; the e-mail is what the accounts module and the audit log use.
 */

const BASE = '/api/staff/staff-members';

function actorOf(request: FastifyRequest): Actor {
  const { staffId, email, role } = signedInStaff(request);
  return { kind: 'staff', staffId, email, role };
}

/**
 * A refusal from the accounts module as the desk answers it: 409, since the body was valid and only the
 * state refuses it (the e-mail is taken, the member is the last active admin: `LastAdminError`).
 */
function refused(error: unknown): never {
  if (error instanceof StaffError) throw new HttpError(409, error.message);
  throw error;
}

export async function staffMemberRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const admin = staffRoute('admin');
  const linkFor = (request: FastifyRequest, token: string) => setupLink(token, app.config.publicUrl ?? siteOrigin(app, request));

  /** The member the address names, or 404. */
  async function memberEmail(request: FastifyRequest): Promise<string> {
    const id = Number((request.params as { id?: string }).id);
    const row = Number.isSafeInteger(id) && id > 0 ? await db.selectFrom('staff').select('email').where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw new HttpError(404, STAFF_MEMBER_MESSAGES.notFound);
    return row.email;
  }

  app.get(BASE, { ...admin, schema: { response: { 200: staffListAnswer, 401: refusal, 403: refusal } } }, async () => ({
    success: true,
    members: await listStaff(db),
  }));

  writeRoute(app, {
    url: BASE,
    status: 201,
    schema: staffMemberAddSchema,
    answer: setupLinkAnswer,
    guard: admin,
    handler: async (member, { request }) => {
      const { token } = await addStaff(db, member, actorOf(request), new Date(), request.ip).catch(refused);
      return { success: true, message: `${member.email} is added. Send them this set-up link (valid 24 hours, usable once).`, setupLink: linkFor(request, token) };
    },
  });

  writeRoute(app, {
    url: `${BASE}/:id/disable`,
    guard: admin,
    handler: async (_nothing, { request }) => {
      const email = await memberEmail(request);
      const { sessionsEnded } = await disableStaff(db, email, actorOf(request), new Date(), request.ip).catch(refused);
      return { success: true, message: `${email} is disabled${sessionsEnded ? ` and signed out everywhere (${sessionsEnded} session${sessionsEnded === 1 ? '' : 's'})` : ''}.` };
    },
  });

  writeRoute(app, {
    url: `${BASE}/:id/reset`,
    answer: setupLinkAnswer,
    guard: admin,
    handler: async (_nothing, { request }) => {
      const email = await memberEmail(request);
      const { token } = await resetStaff(db, email, actorOf(request), new Date(), request.ip).catch(refused);
      return { success: true, message: `${email}'s password and authenticator are void. Send them this set-up link (valid 24 hours, usable once).`, setupLink: linkFor(request, token) };
    },
  });

  writeRoute(app, {
    url: `${BASE}/:id`,
    method: 'PATCH',
    schema: staffMemberRoleSchema,
    guard: admin,
    handler: async ({ role }, { request }) => {
      const email = await memberEmail(request);
      const { changed } = await changeStaffRole(db, email, role, actorOf(request), new Date(), request.ip).catch(refused);
      return { success: true, message: changed ? `${email} is now ${role}.` : `${email} already has the role ${role}.` };
    },
  });
}
