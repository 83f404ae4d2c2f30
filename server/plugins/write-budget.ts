import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one write budget: `config.writeRateLimit` writes per client per minute, shared by every write
     * route (forms, sign-up, log-in, vendor registration). Use it as the route's `onRequest` hook.
     */
    writeBudget: onRequestHookHandler;
  }
}

/**
 * One hook instance for every write route, so they draw on one counter per client (a route-level
 * `config.rateLimit` would give each route its own counter, multiplying what a client may send).
 */
export const writeBudgetPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('writeBudget', app.rateLimit({ max: app.config.writeRateLimit, timeWindow: '1 minute' }));
  },
  { name: 'write-budget', dependencies: ['@fastify/rate-limit'] },
);
