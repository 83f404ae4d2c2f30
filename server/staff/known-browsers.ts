import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser a member has signed in with (OWASP's "device cookie"): after a sign-in the browser keeps a
 * cookie that names the member's e-mail, a random id and when it was given, under an HMAC keyed from
 * `SESSION_SECRET`. Only the member who completed both steps in that browser holds one, so the sign-in can
 * let it past the e-mail's budget of failures that a flood from many addresses spends (`sign-in-service.ts`).
 * Nothing is stored: a new `SESSION_SECRET` forgets every browser, which then counts as new until its next
 * sign-in.
 */

export const STAFF_BROWSER_COOKIE = 'vk_staff_browser';
/** How long a browser stays known without signing in again. */
export const KNOWN_BROWSER_MS = 90 * 24 * 60 * 60 * 1000;

export interface KnownBrowsers {
  /** A new cookie value for the browser that just signed in as `email`. */
  issue(email: string, now?: Date): string;
  /** The browser's id when `value` was issued for `email` by this host and is not too old, else null. */
  idFor(email: string, value: string | undefined, now?: Date): string | null;
}

export function knownBrowsers(sessionSecret: string): KnownBrowsers {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'vk-staff', 'staff-known-browser', 32));
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
