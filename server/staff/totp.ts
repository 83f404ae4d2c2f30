import { authenticator } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP as RFC 6238 and every authenticator app have it: 30-second steps, 6 digits, HMAC-SHA-1, base32
 * secrets, through otplib (v12). A code is accepted one step either side of now (a phone's clock a little
 * off, a code typed as it changed), and only for a step later than the last one that signed in, so a code
 * seen over a shoulder cannot be used again.
 */

export const TOTP_STEP_SECONDS = 30;
const ISSUER = 'Vastukala Interiors staff';

const at = (now: Date) => authenticator.clone({ epoch: now.getTime(), step: TOTP_STEP_SECONDS, digits: 6, window: 1 });

export function newTotpSecret(): string {
  return authenticator.generateSecret(20);
}

/** The step (30-second period since 1970) the code belongs to when it is valid now, else null. */
export function matchTotp(secret: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = at(now).checkDelta(code, secret);
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / TOTP_STEP_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code for `now` (tests, and the browser test that plays the authenticator). */
export function totpCode(secret: string, now: Date): string {
  return at(now).generate(secret);
}

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function totpUri(secret: string, email: string): string {
  return authenticator.keyuri(email, ISSUER, secret);
}

/** The QR code of `uri` as an SVG document, drawn here: nothing is sent anywhere to draw it. */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
