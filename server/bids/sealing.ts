import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * The server's side of a bid's sealing: the technical envelope is sealed here as it streams in, AES-256-GCM
 * under the bid's own technical data key (wrapped to both openers with `src/shared/lib/sealed-box.ts` and then
 * forgotten), each chunk with a fresh 96-bit nonce and, as additional data, where it belongs (so no chunk can be
 * moved to another place). The financial envelope is sealed in the vendor's browser and only stored here.
 */

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** AES-256-GCM: `iv.tag.data`, base64url. */
export function sealBytes(key: Buffer, plain: Buffer, aad: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

/** The plain bytes, or null when the key is wrong or anything was altered. */
export function openBytes(key: Buffer, sealed: string, aad: string): Buffer | null {
  const [iv, tag, data] = sealed.split('.');
  if (!iv || !tag || data === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
  } catch {
    return null;
  }
}

export const newDataKey = (): Buffer => randomBytes(KEY_BYTES);

const chunkAad = (uploadId: string, fileIndex: number, seq: number) => Buffer.from(`bid-chunk:${uploadId}:${fileIndex}:${seq}`, 'utf8');

/** One chunk of a file: iv ‖ tag ‖ ciphertext. */
export function sealChunk(dataKey: Buffer, uploadId: string, fileIndex: number, seq: number, plain: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, iv);
  cipher.setAAD(chunkAad(uploadId, fileIndex, seq));
  const data = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]);
}

export function openChunk(dataKey: Buffer, uploadId: string, fileIndex: number, seq: number, sealed: Buffer): Buffer | null {
  if (sealed.length < IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, sealed.subarray(0, IV_BYTES));
    decipher.setAAD(chunkAad(uploadId, fileIndex, seq));
    decipher.setAuthTag(sealed.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  } catch {
    return null;
  }
}
