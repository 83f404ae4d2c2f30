import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, STAFF_COOKIE } from '../lib/session-cookies';
import { XSRF_COOKIE, XSRF_HEADER as XSRF_HEADER_NAME } from '../../src/shared/contracts/xsrf';

export { XSRF_COOKIE };
/** Node gives request headers in lower case. */
export const XSRF_HEADER = XSRF_HEADER_NAME.toLowerCase();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The session cookies a token is tied to (a vendor's, a staff member's). */
const BOUND_COOKIES = [SESSION_COOKIE, STAFF_COOKIE] as const;
type SessionCookies = Partial<Record<(typeof BOUND_COOKIES)[number], string | null | undefined>>;

/**
 * What a token is tied to: the request's sessions (their cookies' values, hashed together), or '' without
 * any. A token issued before a log-in (or for another session) does not pass once the session changes.
 */
export function sessionBinding(cookies: SessionCookies): string {
  const values = BOUND_COOKIES.map((name) => cookies[name] ?? '');
  if (values.every((value) => value === '')) return '';
  return createHash('sha256').update(values.join('\n')).digest('base64url');
}

function sign(nonce: string, binding: string, secret: string): string {
  return createHmac('sha256', secret).update(`${nonce}\n${binding}`).digest('base64url');
}

export function issueToken(secret: string, binding = ''): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(nonce, binding, secret)}`;
}

function isGenuine(token: string, binding: string, secret: string): boolean {
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(nonce, binding, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Past this many remembered tokens the memory starts over (each is checked again once). */
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * `isGenuine` with a memory of the tokens already found genuine for their session: a browser sends the
 * same cookies on every request, so a signature is checked once, not on every read. Only pairs that
 * passed the check are remembered (a forged one never enters), and the memory is bounded.
 */
export function genuineTokens(secret: string, limit = MAX_REMEMBERED_TOKENS): (token: string, binding?: string) => boolean {
  const remembered = new Set<string>();
  return (token, binding = '') => {
    const key = `${token}\n${binding}`;
    if (remembered.has(key)) return true;
    if (!isGenuine(token, binding, secret)) return false;
    if (remembered.size >= limit) remembered.clear();
    remembered.add(key);
    return true;
  };
}

const xsrfCookieOptions = (app: FastifyInstance) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: app.config.secureCookies || ('auto' as const),
  httpOnly: false,
});

/**
 * Sets a new XSRF token tied to the sessions this answer leaves the browser with: the request's session
 * cookies, with `changes` (a session cookie just set, or `null` for one just cleared). Called where a
 * session starts or ends (log-in, log-out), so the token is renewed there.
 */
export function renewXsrfToken(app: FastifyInstance, reply: FastifyReply, changes: SessionCookies): void {
  const cookies: SessionCookies = {};
  for (const name of BOUND_COOKIES) cookies[name] = name in changes ? changes[name] : reply.request.cookies[name];
  reply.setCookie(XSRF_COOKIE, issueToken(app.config.sessionSecret, sessionBinding(cookies)), xsrfCookieOptions(app));
}

function sameValue(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Long-cached public files (hashed assets, uploads, the client folder's plain files such as the favicon)
 * never carry a cookie: a `Set-Cookie` on them would keep shared caches from storing them.
 */
function isPublicFile(url: string, basePath: string): boolean {
  const pathname = url.split('?')[0];
  if (pathname.startsWith('/assets/') || pathname.startsWith(`${basePath}/uploads/`)) return true;
  return !pathname.startsWith(`${basePath}/`) && /\.[a-z0-9]+$/i.test(pathname);
}

/**
 * Double-submit CSRF protection with the names the spec's HTTP client uses: a page or API answer sets a
 * signed `XSRF-TOKEN` cookie only when the browser has no genuine one (never on public files); every
 * write must echo it in `X-XSRF-TOKEN`.
 */
async function csrf(app: FastifyInstance): Promise<void> {
  const secret = app.config.sessionSecret;
  const { basePath } = app.config;
  const genuine = genuineTokens(secret);

  // A synchronous hook: a read that needs no cookie costs a set lookup, not a promise and an HMAC.
  app.addHook('onRequest', (request: FastifyRequest, reply, done) => {
    const safe = SAFE_METHODS.has(request.method);
    if (safe && isPublicFile(request.url, basePath)) return done();
    const cookieToken = request.cookies[XSRF_COOKIE];
    const binding = sessionBinding(request.cookies);
    const hasGenuineCookie = typeof cookieToken === 'string' && genuine(cookieToken, binding);
    if (!hasGenuineCookie) reply.setCookie(XSRF_COOKIE, issueToken(secret, binding), xsrfCookieOptions(app));
    if (safe) return done();
    const header = request.headers[XSRF_HEADER];
    if (!hasGenuineCookie || typeof header !== 'string' || !sameValue(header, cookieToken)) {
      void reply.status(403).send({
        success: false,
        message: 'Your security token is missing or out of date. Please reload the page and try again.',
      });
      return;
    }
    done();
  });
}

export const csrfPlugin = fp(csrf, { name: 'csrf', dependencies: ['@fastify/cookie'] });
