import { z } from 'zod';
import { endpoint, readAnswers, STAFF_REFUSALS, writeAnswers, writeAnswerSchema, type AnswerOf } from '@/shared/contracts/endpoint';
import { STAFF_ROLES, staffCodeSchema, staffLoginSchema, staffSetupSchema } from '@/shared/contracts/staff';
import { staffMemberAddSchema, staffMemberRecordSchema, staffMemberRoleSchema } from './staff-member.schema';

/**
 * The staff desk's sign-in (set-up from a one-time link, password then authenticator code, sign-out, the
 * session) and its team screen (admins add, disable, reset and re-role members). The server's routes
 * (`server/routes/staff`), the desk's calls and the msw handlers are typed from these.
 */

/** A signed-in member as the desk shows them (never a hash, a secret or an id). */
export const staffMemberSchema = z.object({ email: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) });

/** `GET /api/staff/setup?token=`: who the link is for and the authenticator to enrol; 410 when it is spent. */
export const staffSetupRead = endpoint({
  method: 'GET',
  path: '/api/staff/setup',
  query: z.object({ token: z.unknown().transform((value) => (typeof value === 'string' ? value : '')) }),
  answers: readAnswers(
    z.object({
      success: z.boolean(),
      staff: z.object({ email: z.string(), name: z.string() }),
      totp: z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() }),
    }),
    [410],
  ),
});
export type StaffSetupInfo = AnswerOf<typeof staffSetupRead>;

/** `POST /api/staff/setup`: the new password and the first code from the authenticator. */
export const staffSetupEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/setup',
  body: staffSetupSchema,
  answers: writeAnswers(),
});

/** `POST /api/staff/login`: the password step; it always answers "now the code", right password or not. */
export const staffLoginEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/login',
  body: staffLoginSchema,
  answers: writeAnswers(writeAnswerSchema.extend({ step: z.literal('code') })),
});

/** `POST /api/staff/login/code`: the code step, which judges the e-mail, the password and the code together. */
export const staffLoginCodeEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/login/code',
  body: staffCodeSchema,
  answers: writeAnswers(writeAnswerSchema.extend({ staff: staffMemberSchema })),
});

/** `POST /api/staff/logout`: sends no body. */
export const staffLogoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/logout',
  answers: writeAnswers(),
});

/** `GET /api/staff/session`: the signed-in member; 401 when nobody is. */
export const staffSessionRead = endpoint({
  method: 'GET',
  path: '/api/staff/session',
  answers: readAnswers(z.object({ success: z.boolean(), staff: staffMemberSchema }), STAFF_REFUSALS),
});

/** Adding or resetting a member: the one-time set-up link, shown once. */
export const setupLinkAnswerSchema = writeAnswerSchema.extend({ setupLink: z.string() });

/** `GET /api/staff/staff-members`: every member (admins). */
export const staffMembersRead = endpoint({
  method: 'GET',
  path: '/api/staff/staff-members',
  answers: readAnswers(z.object({ success: z.boolean(), members: z.array(staffMemberRecordSchema) }), STAFF_REFUSALS),
});

/** `POST /api/staff/staff-members`: a new member and their set-up link. */
export const addStaffMemberEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/staff-members',
  body: staffMemberAddSchema,
  answers: writeAnswers(setupLinkAnswerSchema, { status: 201 }),
});

/** `POST /api/staff/staff-members/:id/disable`: signs the member out everywhere. */
export const disableStaffMemberEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/staff-members/:id/disable',
  answers: writeAnswers(),
});

/** `POST /api/staff/staff-members/:id/reset`: voids the password and authenticator; a new set-up link. */
export const resetStaffMemberEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/staff-members/:id/reset',
  answers: writeAnswers(setupLinkAnswerSchema),
});

/** `PATCH /api/staff/staff-members/:id`: a new role. */
export const changeStaffRoleEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/staff/staff-members/:id',
  body: staffMemberRoleSchema,
  answers: writeAnswers(),
});
