import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimiterPostgres, RateLimiterRedis, RateLimiterRes, RateLimiterSQLite, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Database } from '../db/database';

/**
 * Every limit of the host (the write budget, failed log-ins) counts through rate-limiter-flexible in
 * a store every instance sees: the database's `rate_limits` table (migration 007) by default, or Redis
 * when `REDIS_URL` is set. Both count with one atomic operation per request (an upsert; an INCR with
 * its expiry), so two instances, or a hundred requests at once, draw on one counter per key.
 * With Redis, the database counts instead while Redis cannot be reached (the library's insurance
 * limiter), so an outage of Redis neither lifts the limits nor refuses every write.
 */

const LIMITS_TABLE = 'rate_limits';

export interface LimiterOptions {
  /** Keeps the counters of one limit apart from another's in the shared store. */
  keyPrefix: string;
  /** Points per window. */
  points: number;
  /** Window length in seconds, from the first point of the window. */
  durationSeconds: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Makes a limiter counting in the shared store (`lib/limits.ts`). */
    createLimiter(options: LimiterOptions): RateLimiterAbstract;
  }
}

function databaseLimiter(database: Database, options: LimiterOptions): RateLimiterAbstract {
  const common = {
    keyPrefix: options.keyPrefix,
    points: options.points,
    duration: options.durationSeconds,
    tableName: LIMITS_TABLE,
    // Migration 007 created the table; the library must not try.
    tableCreated: true,
    // The library's own sweep keeps a timer that outlives a closed app (and then queries a closed
    // database); `limitsPlugin` sweeps instead, on a timer that stops with the app.
    clearExpiredByTimeout: false,
  };
  const { raw } = database;
  if (raw.dialect === 'postgres') return new RateLimiterPostgres({ ...common, storeClient: raw.pool, storeType: 'pool' });
  return new RateLimiterSQLite({ ...common, storeClient: raw.sqlite, storeType: 'better-sqlite3' });
}

export const limitsPlugin = fp(
  async (app: FastifyInstance) => {
    const { redisUrl } = app.config;
    let redis: Redis | null = null;
    if (redisUrl) {
      // No offline queue: while Redis is away a call fails at once and the database counts instead.
      redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
      redis.on('error', (error) => app.log.warn({ err: error }, 'redis (limits) unavailable; counting in the database meanwhile'));
      await redis.connect().catch((error: unknown) => app.log.error({ err: error }, 'redis (limits) not reachable at start'));
      const client = redis;
      // disconnect(), not quit(): no reconnection attempts left behind, whether Redis is up or not.
      app.addHook('onClose', async () => client.disconnect());
    }
    // Counters whose window ended more than an hour ago are deleted every 5 minutes, as the library would.
    const inDatabaseLimiters: Array<{ clearExpired(expire: number): Promise<unknown> }> = [];
    const sweep = setInterval(() => {
      for (const limiter of inDatabaseLimiters) {
        Promise.resolve()
          .then(() => limiter.clearExpired(Date.now() - 3_600_000))
          .catch((error: unknown) => app.log.warn({ err: error }, 'clearing expired limit counters failed'));
      }
    }, 300_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));

    app.decorate('createLimiter', (options: LimiterOptions) => {
      const inDatabase = databaseLimiter(app.database, options);
      inDatabaseLimiters.push(inDatabase as unknown as { clearExpired(expire: number): Promise<unknown> });
      if (!redis) return inDatabase;
      return new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `site:${options.keyPrefix}`,
        points: options.points,
        duration: options.durationSeconds,
        insuranceLimiter: inDatabase,
      });
    });
  },
  { name: 'limits' },
);

/** rate-limiter-flexible rejects with a `RateLimiterRes` when the limit is reached, with an Error when its store fails. */
export function isLimitReached(outcome: unknown): outcome is RateLimiterRes {
  return outcome instanceof RateLimiterRes;
}

/** Whole seconds to wait (at least 1), for `Retry-After`. */
export function retryAfterSeconds(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}
