import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './lib/project-root';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
  /** Where the office receives submissions. */
  to: string;
}

export interface ServerConfig {
  port: number;
  host: string;
  /** `sqlite:<file>` (default `sqlite:data/site.db`), `sqlite::memory:` or `postgres://…`. */
  databaseUrl: string;
  contentDir: string;
  clientDir: string;
  dataDir: string;
  sessionSecret: string;
  /** The API host's mount point; the spec's paths live beneath it. */
  basePath: string;
  /**
   * `COOKIE_SECURE=true`: the site is served over HTTPS, always (cookies get `Secure`, answers carry HSTS).
   * When false, a cookie is still `Secure` on a request that came over HTTPS: TLS on the socket, or a
   * trusted proxy's (`TRUST_PROXY`) `X-Forwarded-Proto: https` (@fastify/cookie's `secure: 'auto'`).
   */
  secureCookies: boolean;
  smtp: SmtpConfig | null;
  logLevel: string;
  /** Writes allowed per client per minute (forms, sign-up, vendor registration). */
  writeRateLimit: number;
  /** The site's public origin (`PUBLIC_URL`, e.g. `https://www.example.in`), without a trailing slash; null when unset. */
  publicUrl: string | null;
  /**
   * `ALLOWED_HOSTS`: host names (with a port when not the scheme's own) the site answers as, lower case.
   * Without `PUBLIC_URL` a request's Host (or a trusted proxy's X-Forwarded-Host) names the site's
   * origin only when it is in this list; anything else gets `http://localhost:PORT` (lib/site-origin.ts).
   */
  allowedHosts: string[];
  /** How often (ms) an instance looks for a content change made by another process; 0 turns it off. */
  contentPollMs: number;

  // ── Production and many instances (ops) ─────────────────────────────────────────────────────────
  /**
   * `TRUST_PROXY`: which proxies may tell the client's address in `X-Forwarded-For`: a hop count
   * (`1` = one proxy in front) or a comma-separated list of proxy addresses/CIDRs; false = none.
   * Never "trust everything": the left-most address is the client's to write.
   */
  trustProxy: number | string[] | false;
  /** `CORS_ORIGINS`: origins (scheme://host[:port]) that may call the API with credentials; empty = same origin only. */
  corsOrigins: string[];
  /** `API_URL` and `TENDER_API_URL` as the client build uses them; another origin joins the CSP's `connect-src`. */
  apiUrl: string;
  tenderApiUrl: string;
  /** `HASH_CONCURRENCY`: password hashes run at once (default 2); `HASH_QUEUE`: how many more may wait (default 32). */
  hashConcurrency: number;
  hashQueue: number;
  /** `REDIS_URL` (`redis://host:6379`): the limits' counters go there instead of the database; null = the database. */
  redisUrl: string | null;
  /**
   * How long a request may take to arrive (docs/operations.md, "Slow requests"); one slower than its bound is
   * answered 408 and its connection closed. `HEADERS_TIMEOUT_MS`: the request line and headers (default 20 s).
   * `BODY_TIMEOUT_MS`: a body that is not an upload, a form of at most 64 KiB (30 s). `REQUEST_TIMEOUT_MS`: the
   * whole request, uploads included (30 min: a 100 MB bid over a phone link of half a megabit a second).
   */
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  requestTimeoutMs: number;
}

/** True when `DATABASE_URL` points at PostgreSQL: the deployment may run several instances. */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//i.test(url);

function sessionSecretFrom(env: NodeJS.ProcessEnv, dataDir: string, databaseUrl: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  // A generated file is one machine's secret: instances sharing PostgreSQL would refuse each other's
  // CSRF tokens. `assertDeployable` stops the server; CLIs (which sign nothing) get an empty secret.
  if (isPostgresUrl(databaseUrl)) return '';
  // Generated once and kept beside the database, so no secret ever lives in the repository.
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** `TRUST_PROXY`: a hop count or an address list; "true" is refused (it trusts a forged X-Forwarded-For). */
export function trustProxyFrom(value: string | undefined): number | string[] | false {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '*') {
    throw new Error(
      'TRUST_PROXY=true would trust the left-most X-Forwarded-For address, which the client writes. ' +
        'Set the number of proxies in front of the server (e.g. TRUST_PROXY=1) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8).',
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(',').map((entry) => entry.trim()).filter(Boolean);
}

/** `ALLOWED_HOSTS`: comma-separated host names (`www.example.in, example.in:8443`), lower-cased. */
export function allowedHostsFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .map((entry) => {
      if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(entry)) throw new Error(`ALLOWED_HOSTS: "${entry}" is not a host name such as www.example.in`);
      return entry;
    });
}

/** `CORS_ORIGINS`: comma-separated origins, each normalised to scheme://host[:port]. */
export function corsOriginsFrom(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      let origin: string;
      try {
        origin = new URL(entry).origin;
      } catch {
        origin = 'null';
      }
      if (origin === 'null' || !/^https?:/.test(origin)) throw new Error(`CORS_ORIGINS: "${entry}" is not an origin such as https://www.example.in`);
      return origin;
    });
}

/**
 * What the server refuses to start without (the CLIs, which serve nothing, do not check): a shared
 * `SESSION_SECRET` on PostgreSQL, where several instances may sign and check each other's tokens, and
 * request bounds that Node can hold.
 * `PUBLIC_URL` is not refused even in production: `npm start` runs in production mode on a fresh clone,
 * where there is no public address yet; robots.ts says at start-up what is missing without it.
 */
export function assertDeployable(config: ServerConfig): void {
  if (!config.sessionSecret) {
    throw new Error(
      'SESSION_SECRET is required when DATABASE_URL is PostgreSQL: every instance on the database must sign sessions and CSRF tokens ' +
        'with the same secret. Set it to the same long random value on every instance (e.g. `openssl rand -hex 32`).',
    );
  }
  const { headersTimeoutMs, bodyTimeoutMs, requestTimeoutMs } = config;
  const bounds = [headersTimeoutMs, bodyTimeoutMs, requestTimeoutMs];
  // Node refuses a headers bound over the whole-request bound; a body bound over it would never be reached.
  if (!bounds.every((bound) => Number.isInteger(bound) && bound > 0) || headersTimeoutMs > requestTimeoutMs || bodyTimeoutMs > requestTimeoutMs) {
    throw new Error(
      `HEADERS_TIMEOUT_MS (${headersTimeoutMs}) and BODY_TIMEOUT_MS (${bodyTimeoutMs}) must be whole numbers of milliseconds above 0 ` +
        `and at most REQUEST_TIMEOUT_MS (${requestTimeoutMs}).`,
    );
  }
}

function smtpFrom(env: NodeJS.ProcessEnv): SmtpConfig | null {
  if (!env.SMTP_HOST) return null;
  return {
    host: env.SMTP_HOST,
    port: Number(env.SMTP_PORT || 587),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
    from: env.SMTP_FROM || 'website@localhost',
    to: env.SMTP_TO || env.SMTP_FROM || 'office@localhost',
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = path.resolve(projectRoot, env.DATA_DIR || 'data');
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:data/site.db',
    contentDir: path.resolve(projectRoot, env.CONTENT_DIR || 'content'),
    clientDir: path.resolve(projectRoot, env.CLIENT_DIR || 'dist/client'),
    dataDir,
    sessionSecret: overrides.sessionSecret ?? sessionSecretFrom(env, dataDir, overrides.databaseUrl ?? env.DATABASE_URL ?? ''),
    basePath: '/backend',
    secureCookies: env.COOKIE_SECURE === 'true',
    smtp: smtpFrom(env),
    logLevel: env.LOG_LEVEL || 'info',
    writeRateLimit: Number(env.WRITE_RATE_LIMIT || 20),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    allowedHosts: allowedHostsFrom(env.ALLOWED_HOSTS),
    contentPollMs: Number(env.CONTENT_POLL_MS ?? 2000),
    trustProxy: overrides.trustProxy ?? trustProxyFrom(env.TRUST_PROXY),
    corsOrigins: overrides.corsOrigins ?? corsOriginsFrom(env.CORS_ORIGINS),
    apiUrl: env.API_URL || '/backend',
    tenderApiUrl: env.TENDER_API_URL || env.API_URL || '/backend',
    hashConcurrency: Number(env.HASH_CONCURRENCY || 2),
    hashQueue: Number(env.HASH_QUEUE ?? 32),
    redisUrl: env.REDIS_URL || null,
    headersTimeoutMs: Number(env.HEADERS_TIMEOUT_MS || 20_000),
    bodyTimeoutMs: Number(env.BODY_TIMEOUT_MS || 30_000),
    requestTimeoutMs: Number(env.REQUEST_TIMEOUT_MS || 1_800_000),
    ...overrides,
  };
}

export { projectRoot };
