import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Split deployment: the site on one origin, the API host on another. Only the origins of `CORS_ORIGINS`
 * get `Access-Control-Allow-Origin` (their own origin, never `*`) with credentials; any other origin
 * gets no CORS header, so its pages cannot read answers. Preflights are answered for the methods and
 * headers the client uses (JSON bodies, `X-XSRF-TOKEN`). With `CORS_ORIGINS` empty nothing is sent.
 */
async function corsAllowList(app: FastifyInstance): Promise<void> {
  const allowed = new Set(app.config.corsOrigins);
  if (allowed.size === 0) return;
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'X-XSRF-TOKEN'],
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
    strictPreflight: true,
  });
}

export const corsPlugin = fp(corsAllowList, { name: 'cors-allow-list' });
