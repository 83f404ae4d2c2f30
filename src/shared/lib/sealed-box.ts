/**
 * The cryptography of sealed bids, on WebCrypto only (the browser's `crypto.subtle`, and Node's same API on
 * the server and in tests): no cipher of our own, no key that the server could use alone. See `docs/bids.md`,
 * "Threat model", for who holds what and when.
 *
 * - Each opener of a tender makes, in their own browser when they arm it, one ECDH P-256 key pair per stage
 *   (technical, financial). The public halves go to the server. The private halves (the opener's *share*)
 *   leave the browser only wrapped: AES-256-GCM under a key derived from the opener's passphrase
 *   (PBKDF2-SHA-256, 600,000 iterations, then HKDF into a wrapping key and a separate proof key; the
 *   server keeps SHA-256 of the proof, to count wrong passphrases toward the lockout without learning them).
 * - A stage's envelope is sealed to both openers' public keys at once: an ephemeral ECDH key pair, one
 *   shared secret with each opener (Z1, Z2), and the key-encryption key HKDF(Z1 ‖ Z2): both private keys
 *   are needed to unwrap the envelope's own data key.
 * - At the opening each opener's browser computes its own Zi for each bid (a *partial*, useless alone);
 *   the browser of the opener who completes combines its own with the other's and unwraps the data keys.
 *   No browser ever holds the other opener's share.
 */

const subtle = (): SubtleCrypto => {
  const api = globalThis.crypto?.subtle;
  if (!api) throw new SealingUnavailableError();
  return api;
};

/** This browser cannot seal (no WebCrypto, or not a secure context): never fall back to clear text. */
export class SealingUnavailableError extends Error {
  constructor() {
    super('This browser cannot seal a bid: it has no WebCrypto (use a current browser, over https).');
    this.name = 'SealingUnavailableError';
  }
}

export const sealingAvailable = (): boolean => typeof globalThis.crypto?.subtle?.importKey === 'function';

export type Stage = 'technical' | 'financial';
export const STAGES: readonly Stage[] = ['technical', 'financial'];

export const PBKDF2_ITERATIONS = 600_000;
const EC = { name: 'ECDH', namedCurve: 'P-256' } as const;
const PUBLIC_BYTES = 65;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;
/** ephemeral public key ‖ iv ‖ wrapped data key (32 + tag). */
export const WRAPPED_KEY_BYTES = PUBLIC_BYTES + IV_BYTES + KEY_BYTES + TAG_BYTES;
const MAGIC = new TextEncoder().encode('VKS1');
/** The sealed financial envelope's header: magic ‖ wrapped data key ‖ iv; then the ciphertext. */
export const ENVELOPE_HEADER_BYTES = MAGIC.length + WRAPPED_KEY_BYTES + IV_BYTES;

const utf8 = (text: string) => new TextEncoder().encode(text);
const buf = (bytes: Uint8Array): ArrayBuffer => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const randomBytes = (length: number): Uint8Array => globalThis.crypto.getRandomValues(new Uint8Array(length));

export async function sha256Hex(data: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await subtle().digest('SHA-256', buf(data)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/* ---------- The opener's share ---------- */

export interface PassphraseKeys {
  wrapKey: CryptoKey;
  /** Sent at the opening as proof of the passphrase; the server keeps only its SHA-256. */
  proof: Uint8Array;
}

/** The passphrase as typed (NFC; no trimming: a space is part of it). */
export async function passphraseKeys(passphrase: string, salt: Uint8Array, iterations = PBKDF2_ITERATIONS): Promise<PassphraseKeys> {
  const api = subtle();
  const base = await api.importKey('raw', buf(utf8(passphrase.normalize('NFC'))), 'PBKDF2', false, ['deriveBits']);
  const master = await api.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: buf(salt), iterations }, base, 256);
  const hkdf = await api.importKey('raw', master, 'HKDF', false, ['deriveBits', 'deriveKey']);
  const wrapKey = await api.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: buf(salt), info: buf(utf8('vk-opener-wrap')) }, hkdf, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const proof = new Uint8Array(await api.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: buf(salt), info: buf(utf8('vk-opener-proof')) }, hkdf, 256));
  return { wrapKey, proof };
}

/** What an opener's browser sends when they arm a tender: public keys, the wrapped share, and how to re-derive. */
export interface ArmingShare {
  technicalPublicKey: string;
  financialPublicKey: string;
  wrappedShare: string;
  salt: string;
  iterations: number;
  proofSha256: string;
}

const shareAad = (tenderNo: string) => utf8(`vk-opener-share:${tenderNo}`);

/** Makes an opener's two key pairs and wraps their private halves under the passphrase. */
export async function makeArmingShare(tenderNo: string, passphrase: string, iterations = PBKDF2_ITERATIONS): Promise<ArmingShare> {
  const api = subtle();
  const salt = randomBytes(16);
  const { wrapKey, proof } = await passphraseKeys(passphrase, salt, iterations);
  const pairs = await Promise.all(STAGES.map(() => api.generateKey(EC, true, ['deriveBits']) as Promise<CryptoKeyPair>));
  const publics = await Promise.all(pairs.map(async (pair) => toBase64Url(new Uint8Array(await api.exportKey('raw', pair.publicKey)))));
  const privates = await Promise.all(pairs.map(async (pair) => toBase64Url(new Uint8Array(await api.exportKey('pkcs8', pair.privateKey)))));
  const iv = randomBytes(IV_BYTES);
  const plain = utf8(JSON.stringify({ technical: privates[0], financial: privates[1] }));
  const sealed = new Uint8Array(await api.encrypt({ name: 'AES-GCM', iv: buf(iv), additionalData: buf(shareAad(tenderNo)) }, wrapKey, buf(plain)));
  return {
    technicalPublicKey: publics[0],
    financialPublicKey: publics[1],
    wrappedShare: toBase64Url(concat(iv, sealed)),
    salt: toBase64Url(salt),
    iterations,
    proofSha256: await sha256Hex(proof),
  };
}

export type OpenerShare = Record<Stage, CryptoKey>;

/** The opener's private keys, or null when the wrapping key is wrong (a wrong passphrase) or the share was altered. */
export async function unwrapShare(tenderNo: string, wrappedShare: string, wrapKey: CryptoKey): Promise<OpenerShare | null> {
  const api = subtle();
  const bytes = fromBase64Url(wrappedShare);
  let plain: ArrayBuffer;
  try {
    plain = await api.decrypt({ name: 'AES-GCM', iv: buf(bytes.subarray(0, IV_BYTES)), additionalData: buf(shareAad(tenderNo)) }, wrapKey, buf(bytes.subarray(IV_BYTES)));
  } catch {
    return null;
  }
  const keys = JSON.parse(new TextDecoder().decode(plain)) as Record<Stage, string>;
  const load = (pkcs8: string) => api.importKey('pkcs8', buf(fromBase64Url(pkcs8)), EC, false, ['deriveBits']);
  return { technical: await load(keys.technical), financial: await load(keys.financial) };
}

/* ---------- Sealing a data key to two openers ---------- */

const importPublic = (raw: string) => subtle().importKey('raw', buf(fromBase64Url(raw)), EC, false, []);

const wrapInfo = (stage: Stage, tenderNo: string, sealId: string) => utf8(`vk-bid-key:${stage}:${tenderNo}:${sealId}`);

async function keyEncryptionKey(z1: Uint8Array, z2: Uint8Array, ephemeral: Uint8Array, info: Uint8Array): Promise<CryptoKey> {
  const api = subtle();
  const ikm = await api.importKey('raw', buf(concat(z1, z2)), 'HKDF', false, ['deriveKey']);
  return api.deriveKey({ name: 'HKDF', hash: 'SHA-256', salt: buf(ephemeral), info: buf(info) }, ikm, { name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

export interface SealTo {
  tenderNo: string;
  stage: Stage;
  /** The two openers' public keys of this stage, in slot order (1, 2). */
  publicKeys: readonly [string, string];
  /** Binds the wrapped key to this bid. */
  sealId: string;
}

/** Wraps a 32-byte data key so that only both openers' private keys together unwrap it. */
export async function wrapDataKey(dataKey: Uint8Array, to: SealTo): Promise<Uint8Array> {
  const api = subtle();
  const ephemeral = (await api.generateKey(EC, true, ['deriveBits'])) as CryptoKeyPair;
  const [p1, p2] = await Promise.all(to.publicKeys.map(importPublic));
  const z1 = new Uint8Array(await api.deriveBits({ name: 'ECDH', public: p1 }, ephemeral.privateKey, 256));
  const z2 = new Uint8Array(await api.deriveBits({ name: 'ECDH', public: p2 }, ephemeral.privateKey, 256));
  const ephemeralRaw = new Uint8Array(await api.exportKey('raw', ephemeral.publicKey));
  const kek = await keyEncryptionKey(z1, z2, ephemeralRaw, wrapInfo(to.stage, to.tenderNo, to.sealId));
  const iv = randomBytes(IV_BYTES);
  const wrapped = new Uint8Array(await api.encrypt({ name: 'AES-GCM', iv: buf(iv) }, kek, buf(dataKey)));
  return concat(ephemeralRaw, iv, wrapped);
}

/** One opener's partial for one bid: ECDH of their private key with the bid's ephemeral public key. */
export async function partialFor(share: CryptoKey, wrappedKey: Uint8Array): Promise<Uint8Array> {
  const api = subtle();
  const ephemeral = await api.importKey('raw', buf(wrappedKey.subarray(0, PUBLIC_BYTES)), EC, false, []);
  return new Uint8Array(await api.deriveBits({ name: 'ECDH', public: ephemeral }, share, 256));
}

/** The bid's data key from both partials (slot order), or null when they do not unwrap it. */
export async function unwrapDataKey(wrappedKey: Uint8Array, partials: readonly [Uint8Array, Uint8Array], to: Omit<SealTo, 'publicKeys'>): Promise<Uint8Array | null> {
  if (wrappedKey.length !== WRAPPED_KEY_BYTES) return null;
  const ephemeral = wrappedKey.subarray(0, PUBLIC_BYTES);
  const iv = wrappedKey.subarray(PUBLIC_BYTES, PUBLIC_BYTES + IV_BYTES);
  const kek = await keyEncryptionKey(partials[0], partials[1], ephemeral, wrapInfo(to.stage, to.tenderNo, to.sealId));
  try {
    return new Uint8Array(await subtle().decrypt({ name: 'AES-GCM', iv: buf(iv) }, kek, buf(wrappedKey.subarray(PUBLIC_BYTES + IV_BYTES))));
  } catch {
    return null;
  }
}

/* ---------- The financial envelope ---------- */

/**
 * The size classes a sealed financial envelope is padded to, so its length tells nothing of the amount
 * (nor, within a class, of the price schedule's size): 4 KiB without a file, then powers of two up to
 * 1 MiB, then whole MiB.
 */
export function paddedSize(length: number): number {
  if (length <= 4096) return 4096;
  const mib = 1024 * 1024;
  if (length <= mib) {
    let size = 8192;
    while (size < length) size *= 2;
    return size;
  }
  return Math.ceil(length / mib) * mib;
}

const envelopeAad = (tenderNo: string, sealId: string) => utf8(`vk-bid-financial:${tenderNo}:${sealId}`);

/** The sealed envelope, and the hashes its receipt names. */
export interface SealedEnvelope {
  bytes: Uint8Array;
  /** SHA-256 of `bytes`: what the server received (it checks the same). */
  sealedSha256: string;
  /** SHA-256 of the padded plain container: what the opening checks after decrypting. */
  plainSha256: string;
}

/**
 * Seals the financial envelope: a container of the header's JSON (length-prefixed), the price schedule's
 * bytes and zero padding to its size class, AES-256-GCM under a fresh data key wrapped to both openers.
 */
export async function sealEnvelope(header: object, attachment: Uint8Array | null, to: Omit<SealTo, 'stage'>): Promise<SealedEnvelope> {
  const api = subtle();
  const json = utf8(JSON.stringify(header));
  const length = new Uint8Array(4);
  new DataView(length.buffer).setUint32(0, json.length);
  const body = concat(length, json, attachment ?? new Uint8Array(0));
  const container = new Uint8Array(paddedSize(body.length));
  container.set(body);
  const dataKey = randomBytes(KEY_BYTES);
  const key = await api.importKey('raw', buf(dataKey), 'AES-GCM', false, ['encrypt']);
  const iv = randomBytes(IV_BYTES);
  const cipher = new Uint8Array(await api.encrypt({ name: 'AES-GCM', iv: buf(iv), additionalData: buf(envelopeAad(to.tenderNo, to.sealId)) }, key, buf(container)));
  const wrapped = await wrapDataKey(dataKey, { ...to, stage: 'financial' });
  dataKey.fill(0);
  const bytes = concat(MAGIC, wrapped, iv, cipher);
  return { bytes, sealedSha256: await sha256Hex(bytes), plainSha256: await sha256Hex(container) };
}

/** The wrapped data key at the head of a sealed envelope, or null when it is not one. */
export function envelopeWrappedKey(bytes: Uint8Array): Uint8Array | null {
  if (bytes.length < ENVELOPE_HEADER_BYTES + TAG_BYTES) return null;
  if (!MAGIC.every((byte, i) => bytes[i] === byte)) return null;
  return bytes.slice(MAGIC.length, MAGIC.length + WRAPPED_KEY_BYTES);
}

export interface OpenedEnvelope<Header> {
  header: Header;
  attachment: Uint8Array;
  plainSha256: string;
}

/** Opens a sealed envelope with its data key; null when it does not decrypt (altered, or not this key). */
export async function openEnvelope<Header>(bytes: Uint8Array, dataKey: Uint8Array, at: { tenderNo: string; sealId: string }): Promise<OpenedEnvelope<Header> | null> {
  if (!envelopeWrappedKey(bytes)) return null;
  const api = subtle();
  const iv = bytes.subarray(MAGIC.length + WRAPPED_KEY_BYTES, ENVELOPE_HEADER_BYTES);
  let container: Uint8Array;
  try {
    const key = await api.importKey('raw', buf(dataKey), 'AES-GCM', false, ['decrypt']);
    container = new Uint8Array(await api.decrypt({ name: 'AES-GCM', iv: buf(iv), additionalData: buf(envelopeAad(at.tenderNo, at.sealId)) }, key, buf(bytes.subarray(ENVELOPE_HEADER_BYTES))));
  } catch {
    return null;
  }
  const length = new DataView(container.buffer, container.byteOffset, 4).getUint32(0);
  if (length + 4 > container.length) return null;
  let header: Header;
  try {
    header = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(container.subarray(4, 4 + length))) as Header;
  } catch {
    return null;
  }
  return { header, attachment: container.subarray(4 + length), plainSha256: await sha256Hex(container) };
}
