import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLimitReached } from '../lib/limits';

/**
 * Failed log-ins per e-mail and client address, and per e-mail across every address, counted in the shared store (`lib/limits.ts`: the
 * database's `rate_limits` table, or Redis), so the limit holds across restarts, processes and instances.
 *
 * The count is taken BEFORE the password is checked: each attempt first reserves one failure with an
 * atomic increment, so N guesses sent at once get at most MAX_FAILURES checks (the rest a 429), never
 * N. A successful log-in forgets the reservations (its own and earlier failures); an attempt that
 * never reached the check (the hashing queue was full, the database failed) gives its reservation back.
 * The keys are hashed: the table never holds an e-mail a stranger typed.
 *
 * The per-account cap stops guesses spread over many addresses (a botnet gets MAX_ACCOUNT_FAILURES per
 * window for an account, not MAX_FAILURES per address); unknown e-mails are capped the same way, so a 429
 * tells nothing. A browser that logged in with the e-mail before (`known-browsers.ts`) is counted under its
 * own id instead (MAX_FAILURES), so such a flood keeps only new browsers out until the window passes.
 */
export const MAX_FAILURES = 5;
export const MAX_ACCOUNT_FAILURES = 3 * MAX_FAILURES;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The keys one log-in attempt is counted under: the e-mail from this address, and the e-mail alone, or
 * instead of the e-mail alone the known browser's id (`browser`).
 */
export interface ThrottleKeys {
  address: string;
  account: string;
  browser?: string | null;
}

const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

/** The e-mail-and-address key (the staff sign-in counts its failures under it too). */
export function throttleKey(email: string, ip: string): string {
  return hashed(`${email}\n${ip}`);
}

export function throttleKeys(email: string, ip: string, browser: string | null = null): ThrottleKeys {
  return { address: throttleKey(email, ip), account: hashed(`${email}\naccount`), browser };
}

export type LoginAttempt<T> = { throttled: true; waitMs: number } | { throttled: false; result: T };

export interface LoginThrottle {
  /**
   * Reserves one failure for `key`, then runs `check` (the password check) unless the key is throttled.
   * `check` resolves to the account on success or null on a wrong password (the reservation then stands
   * as the failure); if it throws, the reservation is given back.
   */
  attempt<T>(keys: ThrottleKeys, check: () => Promise<T | null>): Promise<LoginAttempt<T | null>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

export const loginThrottlePlugin = fp(
  async (app: FastifyInstance) => {
    const window = FAILURE_WINDOW_MS / 1000;
    const perAddress = app.createLimiter({ keyPrefix: 'login', points: MAX_FAILURES, durationSeconds: window });
    const perAccount = app.createLimiter({ keyPrefix: 'login-account', points: MAX_ACCOUNT_FAILURES, durationSeconds: window });
    const perBrowser = app.createLimiter({ keyPrefix: 'login-browser', points: MAX_FAILURES, durationSeconds: window });
    const limitsOf = (keys: ThrottleKeys) => [
      { limiter: perAddress, key: keys.address },
      keys.browser ? { limiter: perBrowser, key: keys.browser } : { limiter: perAccount, key: keys.account },
    ];
    app.decorate<LoginThrottle>('loginThrottle', {
      async attempt(keys, check) {
        const limits = limitsOf(keys);
        // Each limit reserves its failure; a refusal by either gives back what the others reserved.
        const reserved: typeof limits = [];
        for (const limit of limits) {
          try {
            await limit.limiter.consume(limit.key);
            reserved.push(limit);
          } catch (outcome) {
            await Promise.all(reserved.map((done) => done.limiter.reward(done.key, 1).catch(() => undefined)));
            if (isLimitReached(outcome)) return { throttled: true, waitMs: outcome.msBeforeNext };
            throw outcome;
          }
        }
        let result;
        try {
          result = await check();
        } catch (error) {
          await Promise.all(limits.map((limit) => limit.limiter.reward(limit.key, 1).catch(() => undefined)));
          throw error;
        }
        if (result !== null) await Promise.all(limits.map((limit) => limit.limiter.delete(limit.key)));
        return { throttled: false, result };
      },
    });
  },
  { name: 'login-throttle' },
);
