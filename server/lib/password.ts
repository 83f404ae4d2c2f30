import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with node:crypto's scrypt: a random salt per password, the cost parameters stored
 * with the hash (`scrypt$N$r$p$salt$hash`, base64url) so they can be raised later without breaking
 * old hashes, and a constant-time comparison.
 */

/** scrypt's cost parameters: CPU and memory (`N`, a power of two), block size (`r`), parallelism (`p`). */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** The cost every new hash is made with. Nothing in the server changes it; only the tests' setup lowers it. */
export const PASSWORD_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });
let cost: Readonly<ScryptCost> = PASSWORD_COST;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is exactly that, so leave headroom. */
const MAX_MEMORY = 256 * PASSWORD_COST.N * PASSWORD_COST.r;
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

/**
 * For tests only: new hashes are made at `next` instead of `PASSWORD_COST` (the server tests' setup,
 * test/setup/server.ts, lowers it so thousands of sign-ups and log-ins do not each take 60 ms of a core).
 * A hash carries its own parameters, so checking one runs the same code at whatever cost it was made with.
 * Refused outside Jest (`NODE_ENV=test`): a host never hashes below `PASSWORD_COST`. Returns the cost it replaced.
 */
export function setHashingCostForTests(next: Readonly<ScryptCost>): Readonly<ScryptCost> {
  if (process.env.NODE_ENV !== 'test') throw new Error('The password hashing cost is lowered only under test (NODE_ENV=test).');
  const previous = cost;
  cost = next;
  return previous;
}

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
  const { N, r, p } = cost;
  const key = await derive(password, salt, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
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
