import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { XSRF_COOKIE, XSRF_HEADER as XSRF_HEADER_NAME } from '../../src/shared/contracts/xsrf';

export { XSRF_COOKIE };
/** Node gives request headers in lower case. */
export const XSRF_HEADER = XSRF_HEADER_NAME.toLowerCase();

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sign(nonce: string, secret: string): string {
  return createHmac('sha256', secret).update(nonce).digest('base64url');
}

export function issueToken(secret: string): string {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(nonce, secret)}`;
}

function isGenuine(token: string, secret: string): boolean {
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(nonce, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Past this many remembered tokens the memory starts over (each is checked again once). */
const MAX_REMEMBERED_TOKENS = 10_000;

/**
 * `isGenuine` with a memory of the tokens already found genuine: a browser sends the same cookie on
 * every request, so its signature is checked once, not on every read. Only tokens that passed the
 * check are remembered (a forged one never enters), and the memory is bounded.
 */
export function genuineTokens(secret: string, limit = MAX_REMEMBERED_TOKENS): (token: string) => boolean {
  const remembered = new Set<string>();
  return (token) => {
    if (remembered.has(token)) return true;
    if (!isGenuine(token, secret)) return false;
    if (remembered.size >= limit) remembered.clear();
    remembered.add(token);
    return true;
  };
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
    const hasGenuineCookie = typeof cookieToken === 'string' && genuine(cookieToken);
    if (!hasGenuineCookie) {
      reply.setCookie(XSRF_COOKIE, issueToken(secret), {
        path: '/',
        sameSite: 'lax',
        secure: app.config.secureCookies || ('auto' as const),
        httpOnly: false,
      });
    }
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
