import { isCommonPassword } from './common-passwords';
import { secretBox } from './secret-box';
import { matchTotp, newTotpSecret, totpCode, totpQrSvg, totpUri } from './totp';

/** RFC 6238 appendix B's SHA-1 key, "12345678901234567890", in base32 as authenticator apps take it. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP on a fixed clock', () => {
  it('gives the RFC 6238 test vectors (their last six digits)', () => {
    expect(totpCode(RFC_SECRET, at(59))).toBe('287082');
    expect(totpCode(RFC_SECRET, at(1111111109))).toBe('081804');
    expect(totpCode(RFC_SECRET, at(1234567890))).toBe('005924');
    expect(totpCode(RFC_SECRET, at(2000000000))).toBe('279037');
  });

  it('accepts a code one 30-second step either side of now, not two', () => {
    const now = 1_800_000_015; // 15 s into step 60,000,000
    const step = 60_000_000;
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at(now)), at(now), null)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at(now - 30)), at(now), null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at(now + 30)), at(now), null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at(now - 60)), at(now), null)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at(now + 60)), at(now), null)).toBeNull();
  });

  it('takes a code once: not again, and no earlier step after it', () => {
    const now = at(1_800_000_015);
    const code = totpCode(RFC_SECRET, now);
    const step = matchTotp(RFC_SECRET, code, now, null);
    expect(step).not.toBeNull();
    expect(matchTotp(RFC_SECRET, code, now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at(1_800_000_015 - 30)), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, at(1_800_000_015 + 30)), now, step)).toBe(step! + 1);
  });

  it('refuses anything but six digits', () => {
    const now = at(1_800_000_015);
    for (const code of ['', '12345', '1234567', 'abcdef', ` ${totpCode(RFC_SECRET, now)}`]) expect(matchTotp(RFC_SECRET, code, now, null)).toBeNull();
  });

  it('makes a fresh base32 secret, its otpauth address and a QR code drawn locally as SVG', async () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = totpUri(secret, 'asha@example.in');
    expect(uri).toMatch(/^otpauth:\/\/totp\/.+asha%40example\.in\?secret=[A-Z2-7]+&period=30&digits=6&algorithm=SHA1&issuer=/);
    const svg = await totpQrSvg(uri);
    expect(svg).toMatch(/^<svg [^>]*viewBox/);
    // Paths only: nothing fetched, nothing run.
    expect(svg).not.toMatch(/href|<image|<script/);
  });
});

describe('sealed secrets', () => {
  it('opens what it sealed, and nothing sealed under another SESSION_SECRET or altered', () => {
    const box = secretBox('one secret');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(secretBox('another secret').open(sealed)).toBeNull();
    const parts = sealed.split('.');
    const flipped = parts[3].startsWith('A') ? `B${parts[3].slice(1)}` : `A${parts[3].slice(1)}`;
    expect(box.open([...parts.slice(0, 3), flipped].join('.'))).toBeNull();
    expect(box.open('JBSWY3DPEHPK3PXP')).toBeNull();
  });
});

describe('the common-password list', () => {
  it('knows common long passwords whatever their case, and not a random one', () => {
    expect(isCommonPassword('qwertyuiop123')).toBe(true);
    expect(isCommonPassword('1Qaz2wsx3edc')).toBe(true);
    expect(isCommonPassword('correct horse battery staple 42')).toBe(false);
  });
});
