import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * Failed log-ins per e-mail and client address, kept in the database so the limit holds across
 * restarts and processes. The key is hashed: the table never holds an e-mail a stranger typed.
 */

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function throttleKey(email: string, ip: string): string {
  return createHash('sha256').update(`${email}\n${ip}`).digest('hex');
}

/** Milliseconds until another attempt is allowed, or 0 when the key is not throttled. */
export async function throttledFor(db: Kysely<DB>, key: string, now = Date.now()): Promise<number> {
  const failures = await db
    .selectFrom('login_failures')
    .select('failed_at')
    .where('throttle_key', '=', key)
    .where('failed_at', '>', new Date(now - FAILURE_WINDOW_MS).toISOString())
    .orderBy('failed_at', 'desc')
    .limit(MAX_FAILURES)
    .execute();
  if (failures.length < MAX_FAILURES) return 0;
  // The oldest of the last MAX_FAILURES failures leaving the window frees one attempt.
  const oldest = Date.parse(failures[failures.length - 1].failed_at);
  return Math.max(0, oldest + FAILURE_WINDOW_MS - now);
}

export async function recordFailure(db: Kysely<DB>, key: string, now = Date.now()): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<=', new Date(now - FAILURE_WINDOW_MS).toISOString()).execute();
  await db.insertInto('login_failures').values({ throttle_key: key, failed_at: new Date(now).toISOString() }).execute();
}

export async function clearFailures(db: Kysely<DB>, key: string): Promise<void> {
  await db.deleteFrom('login_failures').where('throttle_key', '=', key).execute();
}
