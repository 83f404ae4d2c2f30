import {
  constants,
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  hkdfSync,
  privateDecrypt,
  publicEncrypt,
  randomBytes,
  scrypt,
  type KeyObject,
} from 'node:crypto';
import { promisify } from 'node:util';

/**
 * The cryptography of sealed bids, Node's own primitives only (no cipher of our own):
 * - each opener's key K_i = scrypt(passphrase_i, salt_i) (N = 2^15, r = 8, p = 1; 32 bytes); the
 *   passphrase is never stored, the salt is;
 * - the tender's opening key pair is RSA-3072; its private key (PKCS#8 DER) is kept only as AES-256-GCM
 *   under HKDF-SHA-256(K_1 ‖ K_2, salt = the tender number), so both passphrases are needed to read it;
 * - each bid has a fresh 256-bit data key, kept only wrapped with the tender's public key (RSA-OAEP,
 *   SHA-256); the financial envelope and every file chunk are AES-256-GCM under it, each with a fresh
 *   96-bit nonce and, as additional data, where it belongs (so no chunk can be moved to another place).
 */

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;
const generateKeyPairAsync = promisify(generateKeyPair);

const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const newSalt = (): string => randomBytes(16).toString('base64url');

/** An opener's key from their passphrase (as typed: no trimming, so a space is part of it). */
export async function openerKey(passphrase: string, salt: string): Promise<Buffer> {
  return scryptAsync(passphrase.normalize('NFC'), Buffer.from(salt, 'base64url'), KEY_BYTES, SCRYPT);
}

function unlockKey(k1: Buffer, k2: Buffer, tenderNo: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.concat([k1, k2]), Buffer.from(tenderNo, 'utf8'), 'vk-bid-opening-key', KEY_BYTES));
}

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

export interface OpeningKeys {
  publicKey: string;
  privateKeySealed: string;
}

/** The tender's key pair, made when its second opener arms it; the private key leaves only sealed. */
export async function makeOpeningKeys(k1: Buffer, k2: Buffer, tenderNo: string): Promise<OpeningKeys> {
  const { publicKey, privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 3072 });
  const der = privateKey.export({ type: 'pkcs8', format: 'der' });
  return {
    publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKeySealed: sealBytes(unlockKey(k1, k2, tenderNo), der, `opening-key:${tenderNo}`),
  };
}

/** The private key, or null when either passphrase was wrong. */
export function openOpeningKey(sealed: string, k1: Buffer, k2: Buffer, tenderNo: string): KeyObject | null {
  const der = openBytes(unlockKey(k1, k2, tenderNo), sealed, `opening-key:${tenderNo}`);
  return der ? createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }) : null;
}

/** The private key as DER, to keep (sealed under the server secret) once the bids are opened. */
export const privateKeyDer = (key: KeyObject): Buffer => key.export({ type: 'pkcs8', format: 'der' }) as Buffer;
export const privateKeyFromDer = (der: Buffer): KeyObject => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });

export const newDataKey = (): Buffer => randomBytes(KEY_BYTES);

export function wrapDataKey(publicKeyPem: string, dataKey: Buffer): string {
  return publicEncrypt({ key: createPublicKey(publicKeyPem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, dataKey).toString('base64');
}

export function unwrapDataKey(privateKey: KeyObject, wrapped: string): Buffer | null {
  try {
    return privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(wrapped, 'base64'));
  } catch {
    return null;
  }
}

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
