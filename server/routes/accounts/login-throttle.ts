import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLimitReached } from '../../lib/limits';

/**
 * Failed log-ins per e-mail and client address, counted in the shared store (`lib/limits.ts`: the
 * database's `rate_limits` table, or Redis), so the limit holds across restarts, processes and instances.
 *
 * The count is taken BEFORE the password is checked: each attempt first reserves one failure with an
 * atomic increment, so N guesses sent at once get at most MAX_FAILURES checks (the rest a 429), never
 * N. A successful log-in forgets the reservations (its own and earlier failures); an attempt that
 * never reached the check (the hashing queue was full, the database failed) gives its reservation back.
 * The key is hashed: the table never holds an e-mail a stranger typed.
 */
export const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

export function throttleKey(email: string, ip: string): string {
  return createHash('sha256').update(`${email}\n${ip}`).digest('hex');
}

export type LoginAttempt<T> = { throttled: true; waitMs: number } | { throttled: false; result: T };

export interface LoginThrottle {
  /**
   * Reserves one failure for `key`, then runs `check` (the password check) unless the key is throttled.
   * `check` resolves to the account on success or null on a wrong password (the reservation then stands
   * as the failure); if it throws, the reservation is given back.
   */
  attempt<T>(key: string, check: () => Promise<T | null>): Promise<LoginAttempt<T | null>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export const loginThrottlePlugin = fp(
  async (app: FastifyInstance) => {
    const limiter = app.createLimiter({ keyPrefix: 'login', points: MAX_FAILURES, durationSeconds: FAILURE_WINDOW_MS / 1000 });
    app.decorate<LoginThrottle>('loginThrottle', {
      async attempt(key, check) {
        try {
          await limiter.consume(key);
        } catch (outcome) {
          if (isLimitReached(outcome)) return { throttled: true, waitMs: outcome.msBeforeNext };
          throw outcome;
        }
        let result;
        try {
          result = await check();
        } catch (error) {
          await limiter.reward(key, 1).catch(() => undefined);
          throw error;
        }
        if (result !== null) await limiter.delete(key);
        return { throttled: false, result };
      },
    });
  },
  { name: 'login-throttle' },
);
