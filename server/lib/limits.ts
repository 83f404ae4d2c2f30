import { RateLimiterPostgres, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';

/**
 * Every limit of the host (the write budget, failed log-ins) counts in the database's `rate_limits`
 * table through rate-limiter-flexible, whose SQL stores count with one atomic upsert per request: two
 * instances on one database, or a hundred requests at once, draw on one counter per key.
 */

export const LIMITS_TABLE = 'rate_limits';

export interface LimiterOptions {
  /** Keeps the counters of one limit apart from another's in the shared table. */
  keyPrefix: string;
  /** Points per window. */
  points: number;
  /** Window length in seconds, from the first point of the window. */
  durationSeconds: number;
}

export function createLimiter(database: Database, options: LimiterOptions): RateLimiterAbstract {
  const common = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    tableName: LIMITS_TABLE,
    // Migration 007 created the table; the library must not try.
    tableCreated: true,
    clearExpiredByTimeout: true,
  };
  const { raw } = database;
  if (raw.dialect === 'postgres') return new RateLimiterPostgres({ ...common, storeClient: raw.pool, storeType: 'pool' });
  return new RateLimiterSQLite({ ...common, storeClient: raw.sqlite, storeType: 'better-sqlite3' });
}

/** rate-limiter-flexible rejects with a `RateLimiterRes` when the limit is reached, with an Error when its store fails. */
export function isLimitReached(outcome: unknown): outcome is RateLimiterRes {
  return outcome instanceof RateLimiterRes;
}

/** Whole seconds to wait (at least 1), for `Retry-After`. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}
