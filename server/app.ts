import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'kysely';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedFromContent } from './db/seed';
import { csrfPlugin } from './plugins/csrf';
import { errorHandlerPlugin } from './plugins/errors';
import { clientPlugin } from './plugins/client';
import { apiRoutes } from './routes';
import { contentChangesPlugin } from './content/content-changes';
import { writeBudgetPlugin } from './plugins/write-budget';
import { createReadLayer } from './routes/reads/answers';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
  }
}

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  logger?: FastifyServerOptions['logger'];
  /** Seed a new database from `content/` (default true). */
  seed?: boolean;
}

/** Content-Security-Policy: only what the site uses (own scripts, styles, media; the map iframe). */
export const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    // Server-rendered markup carries the style attributes React sets (carousel track widths, Bootstrap
    // positions); attributes only, never a <style> element or a script.
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameSrc: ['https://www.google.com', 'https://maps.google.com'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Log paths that could carry a session, a CSRF token or a credential: never written to a log. */
export const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'];

/**
 * Builds the whole API host as one Fastify instance: infrastructure plugins, the API under
 * `config.basePath`, and the built client. `server/main.ts` only starts it; tests `inject` into it.
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: LOG_REDACT,
    },
    bodyLimit: 64 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (e.g. a URL with broken percent-encoding) get the same answer shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as unknown as FastifyReply).status(status).send({ success: false, message: 'The address or request is malformed.' });
    },
  });

  const database = openDatabase(config.databaseUrl);
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());

  await migrateToLatest(database);
  if (options.seed !== false) await seedFromContent(database, config.contentDir, app.log);

  await app.register(contentChangesPlugin, { pollMs: config.contentPollMs });
  // The read layer (cached, serialized content reads) is shared by the API routes and server rendering.
  app.decorate('reads', createReadLayer(app));
  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // HSTS only where the site is really served over HTTPS: on plain http://localhost it would pin the browser to https.
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      success: false,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(writeBudgetPlugin);
  await app.register(csrfPlugin);

  app.get('/healthz', async () => {
    await sql`select 1`.execute(database.db);
    return { status: 'ok' };
  });

  await app.register(apiRoutes, { prefix: config.basePath });
  await app.register(clientPlugin);
  return app;
}
