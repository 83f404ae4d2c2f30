import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { StaffMember } from '../../src/shared/contracts/staff';
import { sha256 } from './accounts';
import type { StaffRole } from './actor';
import { STAFF_COOKIE } from '../lib/session-cookies';
import { renewXsrfToken } from '../plugins/csrf';

/**
 * Staff sessions, apart from vendor sessions: their own cookie (`vk_staff`), their own table. The cookie
 * holds 32 random bytes; the table only their SHA-256. A session ends after 30 minutes without a request
 * or 12 hours after sign-in, whichever comes first; signing in always starts a new one.
 * `SameSite=Strict`: the desk is never entered from a link on another site with the session attached.
 */

export { STAFF_COOKIE };
export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_MAX_MS = 12 * 60 * 60 * 1000;

export interface StaffSession extends StaffMember {
  staffId: number;
  role: StaffRole;
}

export function staffCookieOptions(app: FastifyInstance, cookiePath = '/') {
  return { path: cookiePath, httpOnly: true, sameSite: 'strict' as const, secure: app.config.secureCookies || ('auto' as const) };
}

/** A new random id, its cookie value and its stored hash. */
export function newSessionId(): { value: string; hash: string } {
  const value = randomBytes(32).toString('base64url');
  return { value, hash: sha256(value) };
}

export async function startStaffSession(app: FastifyInstance, reply: FastifyReply, staffId: number, now = new Date()): Promise<void> {
  const { db } = app.database;
  const id = newSessionId();
  // Sessions past either limit are swept here, at the moment a new one is made, as for vendor sessions.
  await db
    .deleteFrom('staff_sessions')
    .where((eb) => eb.or([eb('expires_at', '<=', now.toISOString()), eb('last_seen_at', '<=', new Date(now.getTime() - STAFF_IDLE_MS).toISOString())]))
    .execute();
  await db
    .insertInto('staff_sessions')
    .values({
      id_hash: id.hash,
      staff_id: staffId,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: new Date(now.getTime() + STAFF_MAX_MS).toISOString(),
    })
    .execute();
  // No maxAge: the cookie lasts as long as the browser; the server decides when the session ends.
  reply.setCookie(STAFF_COOKIE, id.value, staffCookieOptions(app));
  // A new XSRF token, tied to the new session (plugins/csrf.ts).
  renewXsrfToken(app, reply, { [STAFF_COOKIE]: id.value });
}

/**
 * The staff member signed in on this request, or null: no cookie, an unknown or ended session, idle for
 * 30 minutes, past 12 hours, or a disabled member. A live session's last-seen time is moved to now.
 */
export async function staffSession(app: FastifyInstance, request: FastifyRequest, now = new Date()): Promise<StaffSession | null> {
  const value = request.cookies[STAFF_COOKIE];
  if (!value) return null;
  const { db } = app.database;
  const idHash = sha256(value);
  const row = await db
    .selectFrom('staff_sessions')
    .innerJoin('staff', 'staff.id', 'staff_sessions.staff_id')
    .select(['staff.id', 'staff.email', 'staff.name', 'staff.role', 'staff.disabled', 'staff_sessions.last_seen_at', 'staff_sessions.expires_at'])
    .where('staff_sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  const idleSince = new Date(now.getTime() - STAFF_IDLE_MS).toISOString();
  if (row.disabled || row.expires_at <= now.toISOString() || row.last_seen_at <= idleSince) {
    await db.deleteFrom('staff_sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  await db.updateTable('staff_sessions').set({ last_seen_at: now.toISOString() }).where('id_hash', '=', idHash).execute();
  return { staffId: row.id, email: row.email, name: row.name, role: row.role as StaffRole };
}

/** Ends the request's staff session (if any) and clears its cookie. */
export async function endStaffSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const value = request.cookies[STAFF_COOKIE];
  if (value) await app.database.db.deleteFrom('staff_sessions').where('id_hash', '=', sha256(value)).execute();
  reply.clearCookie(STAFF_COOKIE, staffCookieOptions(app));
  renewXsrfToken(app, reply, { [STAFF_COOKIE]: null });
}
