import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../lib/session-cookies';
import { DomainError } from '../../lib/domain-error';
import { renewXsrfToken } from '../../plugins/csrf';
import { accountOfSession, createSession, deleteSession, SESSION_TTL_MS, tokenHash, type SessionAccount } from '../../accounts/session-service';

/**
 * The vendor session's cookie: set at log-in, read by every route that needs the vendor, cleared at
 * log-out. The rows behind it are the session service's (`server/accounts/session-service.ts`).
 */

export { SESSION_COOKIE, tokenHash, type SessionAccount };

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

/** Starts a new session and sets its cookie. */
export async function startSession(app: FastifyInstance, reply: FastifyReply, accountId: number): Promise<void> {
  const token = await createSession(app.database.db, accountId);
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(app), maxAge: SESSION_TTL_MS / 1000 });
  // A new XSRF token, tied to the new session: a token read before the log-in does not write in it.
  renewXsrfToken(app, reply, { [SESSION_COOKIE]: token });
}

/** The account behind the request's session cookie, or null when there is none or it has expired. */
export async function sessionAccount(app: FastifyInstance, request: FastifyRequest): Promise<SessionAccount | null> {
  const token = request.cookies[SESSION_COOKIE];
  return token ? accountOfSession(app.database.db, token) : null;
}

/** Deletes the request's session row (if any) and clears the cookie. */
export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(app.database.db, token);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(app));
  renewXsrfToken(app, reply, { [SESSION_COOKIE]: null });
}

/** The logged-in vendor, or a 401 with `message` (what the vendor is asked to log in for). */
export async function requireAccount(app: FastifyInstance, request: FastifyRequest, message: string): Promise<SessionAccount> {
  const account = await sessionAccount(app, request);
  if (!account) throw new DomainError('unauthenticated', message);
  return account;
}
