import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node:crypto's scrypt: a random salt per password, the cost parameters stored
 * with the hash (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without breaking
 * old hashes, and a constant-time comparison.
 */

const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, so leave headroom. */
const MAX_MEMORY = 256 * COST.N * COST.r;
/** Refuse parameters from a tampered row that would make one log-in eat the server's memory. */
const MAX_N = 2 ** 20;

/**
 * The hashing budget. scrypt runs on libuv's thread pool (4 threads by default), which also reads every
 * static file: 40 log-ins at once used to queue a 6 ms file behind seconds of hashing. At most
 * `concurrency` hashes run at once (default 2, leaving threads for files); up to `queueLimit` more wait;
 * beyond that a hash is refused at once with `HashingBusyError` (answered 503 with Retry-After).
 */
export interface HashingBudget {
  concurrency: number;
  queueLimit: number;
}

const budget: HashingBudget = { concurrency: 2, queueLimit: 32 };
let running = 0;
const waiting: Array<() => void> = [];

export function configureHashing(next: Partial<HashingBudget>): void {
  if (next.concurrency !== undefined) budget.concurrency = Math.max(1, Math.floor(next.concurrency));
  if (next.queueLimit !== undefined) budget.queueLimit = Math.max(0, Math.floor(next.queueLimit));
}

/** Thrown when the hashing queue is full: the host answers 503 with Retry-After. */
class HashingBusyError extends Error {
  readonly statusCode = 503;
  readonly retryAfterSeconds = 5;
  constructor() {
    super('The server is busy checking other log-ins. Please try again in a few seconds.');
    this.name = 'HashingBusyError';
  }
}

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= budget.concurrency) {
    if (waiting.length >= budget.queueLimit) throw new HashingBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter (running stays the same), or free it.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }): Promise<Buffer> {
  return withHashSlot(() => deriveNow(password, salt, options));
}

function deriveNow(password: string, salt: Buffer, options: ScryptOptions & { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: Math.max(MAX_MEMORY, 256 * options.N * options.r) }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | null {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const numbers = [Number(n), Number(r), Number(p)];
  if (scheme !== 'scrypt' || !salt || !key || numbers.some((value) => !Number.isInteger(value) || value < 1)) return null;
  if (numbers[0] > MAX_N) return null;
  return { N: numbers[0], r: numbers[1], p: numbers[2], salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password nobody knows: checking against it when the e-mail is unknown costs the
 * same time as a real check, so the answer's timing does not tell whether an account exists.
 */
function dummy(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url')).catch((error: unknown) => {
    dummyHash = undefined; // a busy queue must not leave a failed promise here for good
    throw error;
  });
  return dummyHash;
}

/** True when `password` matches `stored`. With no stored hash it still does the work, then says no. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parsed = parse(stored ?? (await dummy()));
  if (!parsed) {
    await verifyPassword(password, null);
    return false;
  }
  const key = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p });
  const matches = key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  return matches && stored != null;
}
