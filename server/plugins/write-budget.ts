import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { isLimitReached, retryAfterSeconds } from '../lib/limits';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/db-faults';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one write budget: `config.writeRateLimit` writes per client per minute, shared by every write
     * route (forms, sign-up, log-in, vendor registration). Use it as the route's `onRequest` hook.
     */
    writeBudget: onRequestHookHandler;
  }
}

const WRITE_WINDOW_SECONDS = 60;

/**
 * One hook for every write route, counting in the shared store (`lib/limits.ts`: the database, or Redis): one counter per client
 * address across all write routes and all instances on the database. The client address is
 * `request.ip`, which honours only the proxies `TRUST_PROXY` names.
 */
export const writeBudgetPlugin = fp(
  async (app: FastifyInstance) => {
    const limiter = app.createLimiter({ keyPrefix: 'write', points: app.config.writeRateLimit, durationSeconds: WRITE_WINDOW_SECONDS });
    async function writeBudget(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      try {
        await limiter.consume(request.ip);
      } catch (outcome) {
        if (isLimitReached(outcome)) {
          const seconds = retryAfterSeconds(outcome.msBeforeNext);
          return reply
            .status(429)
            .header('retry-after', String(seconds))
            .send({ success: false, message: `Too many requests. Please wait ${seconds} seconds and try again.` });
        }
        // The counters live in the database: if it cannot count, it cannot store the write either.
        request.log.error({ err: outcome }, 'write budget: the database could not count this write');
        return reply.status(503).header('retry-after', '30').send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      }
    }
    app.decorate('writeBudget', writeBudget);
  },
  { name: 'write-budget', dependencies: ['limits'] },
);
