import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { HelmetOptions } from 'helmet';
import { assertDeployable, loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrateToLatest } from './db/migrate';
import { syncAtStart } from './content/sync-at-start';
import { seedDemoOpeners } from './content/demo-openers';
import { syncAvailabilityAtStart } from './booking/availability';
import { csrfPlugin } from './plugins/csrf';
import { errorHandlerPlugin } from './plugins/errors';
import { clientPlugin } from './plugins/client';
import { apiRoutes } from './routes';
import { contentChangesPlugin } from './content/content-changes';
import { writeBudgetPlugin } from './plugins/write-budget';
import { variantRoutes } from './plugins/variants';
import { robotsPlugin } from './plugins/robots';
import { sourceMapsPlugin } from './plugins/source-maps';
import { corsPlugin } from './plugins/cors';
import { healthPlugin } from './plugins/health';
import { personalAnswersPlugin } from './plugins/personal-answers';
import { securityHeadersFor, securityHeadersPlugin } from './plugins/security-headers';
import { bodyLimitsPlugin } from './plugins/body-limits';
import { clientErrorHandlerWith, expectationFailedWith, hostRequiredPlugin } from './plugins/client-errors';
import { bodyTimeoutPlugin } from './plugins/body-timeout';
import { configureHashing } from './lib/password';
import { limitsPlugin } from './lib/limits';
import { mailOutboxPlugin } from './plugins/mail-outbox';
import { createReadLayer } from './routes/reads/answers';
import { lazyChildLogger } from './lib/lazy-request-logger';
import { serializerCompiler } from './lib/serializers';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    database: Database;
    /** Every route as registered (method, url, schema): the route table test walks it so no route is forgotten. */
    routeTable: readonly RouteOptions[];
  }
}

export interface BuildOptions {
  config?: Partial<ServerConfig>;
  logger?: FastifyServerOptions['logger'];
  /** Sync the database with `content/` at start: a new database gets the content (default true). */
  seed?: boolean;
  /**
   * Seed the demo's two bid openers on a new database without staff, when the content has them
   * (`content/demo-openers.json`, server/content/demo-openers.ts). Default true; the tests that count staff
   * or audit entries leave them out.
   */
  demoOpeners?: boolean;
}

/** The origin of an absolute `API_URL`-like address, or null for a path on the site's own origin. */
function otherOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Content-Security-Policy: only what the site uses (own scripts, styles, media; the map iframe). In a
 * split deployment the client calls `API_URL` / `TENDER_API_URL` on another origin and shows images
 * and videos from it, so those origins join `connect-src`, `img-src` and `media-src`.
 */
function contentSecurityPolicyFor(config: Pick<ServerConfig, 'apiUrl' | 'tenderApiUrl'>) {
  const apiOrigins = [...new Set([config.apiUrl, config.tenderApiUrl].map(otherOrigin).filter((origin): origin is string => origin !== null))];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      // Server-rendered markup carries the style attributes React sets (carousel track widths, Bootstrap
      // positions); attributes only, never a <style> element or a script.
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...apiOrigins],
      mediaSrc: ["'self'", ...apiOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", ...apiOrigins],
      frameSrc: ['https://www.google.com', 'https://maps.google.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

/** The policy of a site whose API is on its own origin (the default). */
export const contentSecurityPolicy = contentSecurityPolicyFor({ apiUrl: '/backend', tenderApiUrl: '/backend' });

/** Helmet's options for the site: the policy above, and HSTS only where the site is served over HTTPS. */
export function helmetOptionsFor(config: Pick<ServerConfig, 'apiUrl' | 'tenderApiUrl' | 'secureCookies'>): HelmetOptions {
  return {
    contentSecurityPolicy: contentSecurityPolicyFor(config),
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    // HSTS only where the site is really served over HTTPS: on plain http://localhost it would pin the browser to https.
    hsts: config.secureCookies ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** Trusts the nearest `hops` proxies (what Fastify does with a number; its types only take a function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** Log paths that could carry a session, a CSRF token or a credential: never written to a log. */
export const LOG_REDACT = ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]', 'res.headers["set-cookie"]'];

/**
 * Builds the whole API host as one Fastify instance: infrastructure plugins, the API under
 * `config.basePath`, and the built client. `server/main.ts` only starts it; tests `inject` into it.
 */
export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);
  assertDeployable(config);
  configureHashing({ concurrency: config.hashConcurrency, queueLimit: config.hashQueue });
  const securityHeaders = securityHeadersFor(helmetOptionsFor(config));
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: LOG_REDACT,
    },
    // A request's logger becomes pino's child only when it really logs (most requests log nothing).
    childLoggerFactory: lazyChildLogger,
    bodyLimit: 64 * 1024,
    // A hop count or the proxies' addresses (config.ts), never `true`: see README "Behind a proxy".
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Node's own refusals (a malformed request line, headers too large) in the host's answer shape, with
    // the same security headers as every other answer.
    clientErrorHandler: clientErrorHandlerWith(securityHeaders),
    // A request slower than its bound is answered 408 (docs/operations.md, "Slow requests"): Node holds the
    // headers and the whole request (its clientError, above), plugins/body-timeout.ts an ordinary body.
    // Node looks for late requests every `connectionsCheckingInterval` (30 s unless told), a fraction of the bound here.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.headersTimeoutMs / 4)),
      // A request without Host is refused by plugins/client-errors.ts, with the security headers.
      requireHostHeader: false,
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before routing (e.g. a URL with broken percent-encoding) get the same answer shape.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      // Before the hooks, so before plugins/security-headers.ts: the headers are set here.
      void (reply as unknown as FastifyReply)
        .headers(Object.fromEntries(securityHeaders))
        .status(status)
        .send({ success: false, message: 'The address or request is malformed.' });
    },
  });

  // Node's other answer of its own, to an `Expect` it does not know, with the same headers.
  app.server.on('checkExpectation', expectationFailedWith(securityHeaders));

  // Each answer schema's serializer is compiled once per process and shared by every app built in it (lib/serializers.ts).
  app.setSerializerCompiler(serializerCompiler);

  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routeTable.push(route);
  });
  app.decorate('routeTable', routeTable);

  const database = openDatabase(config.databaseUrl, {
    onIdleError: (error) => app.log.warn({ err: error }, 'database connection lost; a new one is opened for the next query'),
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.addHook('onClose', async () => database.close());

  await migrateToLatest(database);
  if (options.seed !== false) {
    await syncAtStart(database, config.contentDir, app.log);
    await syncAvailabilityAtStart(database.db, config.contentDir, app.log);
    if (options.demoOpeners !== false) await seedDemoOpeners(database, config.contentDir, config.sessionSecret, app.log);
  }

  await app.register(contentChangesPlugin, { pollMs: config.contentPollMs });
  // The read layer (cached, serialized content reads) is shared by the API routes and server rendering.
  app.decorate('reads', createReadLayer(app));
  await app.register(errorHandlerPlugin);
  await app.register(personalAnswersPlugin);
  // Helmet's headers, computed once (plugins/security-headers.ts).
  await app.register(securityHeadersPlugin, helmetOptionsFor(config));
  await app.register(hostRequiredPlugin);
  // Before the cookie, CSRF and budget hooks: an upload too large is refused before anything waits for it.
  await app.register(bodyLimitsPlugin);
  await app.register(bodyTimeoutPlugin, { timeoutMs: config.bodyTimeoutMs });
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(corsPlugin);
  await app.register(limitsPlugin);
  await app.register(writeBudgetPlugin);
  await app.register(csrfPlugin);
  await app.register(mailOutboxPlugin);

  await app.register(healthPlugin);

  await app.register(apiRoutes, { prefix: config.basePath });
  await app.register(variantRoutes, { prefix: `${config.basePath}/variants` });
  await app.register(robotsPlugin);
  await app.register(sourceMapsPlugin);
  await app.register(clientPlugin);
  return app;
}
