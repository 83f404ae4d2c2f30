import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

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
  /** True when the site is served over HTTPS (cookies get `Secure`). */
  secureCookies: boolean;
  smtp: SmtpConfig | null;
  logLevel: string;
  /** Writes allowed per client per minute (forms, sign-up, vendor registration). */
  writeRateLimit: number;
  /** The site's public origin (`PUBLIC_URL`, e.g. `https://www.example.in`), without a trailing slash; null when unset. */
  publicUrl: string | null;
  /** How often (ms) an instance looks for a content change made by another process; 0 turns it off. */
  contentPollMs: number;
  /** `TRUST_PROXY=true`: the client's address and scheme come from a reverse proxy's forwarded headers. */
  trustProxy: boolean;
}

const root = path.resolve(__dirname, '..');

function sessionSecretFrom(env: NodeJS.ProcessEnv, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  // Generated once and kept beside the database, so no secret ever lives in the repository.
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  return {
    port: Number(env.PORT || 8080),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || 'sqlite:data/site.db',
    contentDir: path.resolve(root, env.CONTENT_DIR || 'content'),
    clientDir: path.resolve(root, env.CLIENT_DIR || 'dist/client'),
    dataDir,
    sessionSecret: overrides.sessionSecret ?? sessionSecretFrom(env, dataDir),
    basePath: '/backend',
    secureCookies: env.COOKIE_SECURE === 'true',
    smtp: smtpFrom(env),
    logLevel: env.LOG_LEVEL || 'info',
    writeRateLimit: Number(env.WRITE_RATE_LIMIT || 20),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    contentPollMs: Number(env.CONTENT_POLL_MS ?? 2000),
    trustProxy: env.TRUST_PROXY === 'true',
    ...overrides,
  };
}

export const projectRoot = root;
