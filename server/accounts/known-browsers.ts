import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser someone has logged in with (OWASP's "device cookie"): after a log-in the browser keeps a
 * cookie that names the e-mail, a random id and when it was given, under an HMAC keyed from
 * `SESSION_SECRET`. Only whoever logged in with that e-mail in that browser holds one, so the log-in can
 * count the browser's failures under its id instead of the e-mail's budget across addresses, which a flood
 * from many addresses spends (`login-throttle.ts`, `staff/sign-in-service.ts`). Nothing is stored: a new
 * `SESSION_SECRET` forgets every browser, which then counts as new until its next log-in.
 */

/** Sent only to the staff sign-in's two steps. */
export const STAFF_BROWSER_COOKIE = 'vk_staff_browser';
/** Sent only to the vendor log-in. */
export const VENDOR_BROWSER_COOKIE = 'vk_browser';
/** How long a browser stays known without logging in again. */
export const KNOWN_BROWSER_MS = 90 * 24 * 60 * 60 * 1000;

export interface KnownBrowsers {
  /** A new cookie value for the browser that just logged in as `email`. */
  issue(email: string, now?: Date): string;
  /** The browser's id when `value` was issued for `email` by this host and is not too old, else null. */
  idFor(email: string, value: string | undefined, now?: Date): string | null;
}

/** `kind`: whose log-in, `staff` or `vendor`: each its own key, so one's cookie is nothing to the other. */
export function knownBrowsers(sessionSecret: string, kind: 'staff' | 'vendor'): KnownBrowsers {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'vk-known-browser', kind, 32));
  const mac = (email: string, id: string, issuedAt: string) => createHmac('sha256', key).update(`${email}\n${id}\n${issuedAt}`).digest();
  return {
    issue(email, now = new Date()) {
      const id = randomBytes(16).toString('base64url');
      const issuedAt = String(now.getTime());
      return [id, issuedAt, mac(email, id, issuedAt).toString('base64url')].join('.');
    },
    idFor(email, value, now = new Date()) {
      const [id, issuedAt, tag, extra] = (value ?? '').split('.');
      if (!id || !issuedAt || !tag || extra !== undefined || !/^\d{1,15}$/.test(issuedAt)) return null;
      if (Number(issuedAt) + KNOWN_BROWSER_MS <= now.getTime()) return null;
      const expected = mac(email, id, issuedAt);
      const given = Buffer.from(tag, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
