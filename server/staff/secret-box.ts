import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets are kept sealed: AES-256-GCM under a key derived (HKDF-SHA-256) from SESSION_SECRET, so a
 * copy of the database alone (a backup, a dump) gives no working authenticator. Changing SESSION_SECRET
 * makes the sealed secrets unreadable: every staff member then needs `npm run staff -- reset EMAIL`.
 */

const VERSION = 'v1';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the value was not sealed with this key (or was altered). */
  open(sealed: string): string | null;
}

export function secretBox(sessionSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'vk-staff', 'staff-totp-secret', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), data.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
