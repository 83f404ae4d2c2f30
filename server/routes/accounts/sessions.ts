import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '@/shared/contracts/accounts';
import { SESSION_COOKIE } from '../../lib/session-cookies';
import { renewXsrfToken } from '../../plugins/csrf';

/**
 * Server sessions: the cookie holds a random token; the database holds only its SHA-256 with the
 * account and an expiry, so a leaked table gives no working cookie and log-out really ends a session.
 */

export { SESSION_COOKIE };
const SESSION_TTL_MS = 12 * 60 * 60 * 1000;

export interface SessionAccount extends SessionUser {
  id: number;
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function cookieOptions(app: FastifyInstance) {
  return {
    // The whole site, not only the API: a page is rendered on the server for the visitor it is for (the
    // session indicator, /userinfo, My applications), and never cached when it carries this cookie.
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: app.config.secureCookies || ('auto' as const),
  };
}

/** Starts a new session (a fresh token, so a planted cookie can never be promoted) and sets its cookie. */
export async function startSession(app: FastifyInstance, reply: FastifyReply, accountId: number): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const { db } = app.database;
  await db.deleteFrom('sessions').where('expires_at', '<', new Date(now).toISOString()).execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      account_id: accountId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_TTL_MS).toISOString(),
    })
    .execute();
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(app), maxAge: SESSION_TTL_MS / 1000 });
  // A new XSRF token, tied to the new session: a token read before the log-in does not write in it.
  renewXsrfToken(app, reply, { [SESSION_COOKIE]: token });
}

/** The account behind the request's session cookie, or null when there is none or it has expired. */
export async function sessionAccount(app: FastifyInstance, request: FastifyRequest): Promise<SessionAccount | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const row = await app.database.db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select(['accounts.id', 'accounts.firstname', 'accounts.lastname', 'accounts.email'])
    .where('sessions.token_hash', '=', tokenHash(token))
    .where('sessions.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
  return row ?? null;
}

/** Deletes the request's session row (if any) and clears the cookie. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await app.database.db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
  renewXsrfToken(app, reply, { [SESSION_COOKIE]: null });
}
