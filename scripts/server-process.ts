import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../server/lib/mail/test-smtp';
import { issueToken, sessionBinding, XSRF_COOKIE } from '../server/plugins/csrf';

/**
 * The real API host in its own process, as it ships: the compiled server (`node dist/server/main.js`,
 * built first when out of date; no npx in between, so a signal reaches the server itself), for the write
 * benchmarks and the durability tests.
 */

const root = path.resolve(__dirname, '..');

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal name) when the process has ended. */
  exited: Promise<number | string>;
  /** Cookie and header that make a write pass the CSRF check. */
  csrf: { cookie: string; header: string };
}

/**
 * `cookie` and `x-xsrf-token` values for a write made in a session (`sessionCookies`: `vk_session=…` or
 * `vk_staff=…`): the XSRF token is tied to the session it travels with (plugins/csrf.ts), so a script that
 * knows the server's `SESSION_SECRET` signs one as the server would after the log-in.
 */
export function sessionCsrf(secret: string, sessionCookies: string): { cookie: string; header: string } {
  const cookies = Object.fromEntries(
    sessionCookies
      .split(';')
      .map((pair) => pair.trim())
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
  const token = issueToken(secret, sessionBinding(cookies));
  return { cookie: `${XSRF_COOKIE}=${token}; ${sessionCookies}`, header: token };
}

export async function startServerProcess(options: { databaseUrl: string; dataDir: string; env?: Record<string, string> }): Promise<ServerProcess> {
  const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs', 'server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The server build failed.');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT: '1000000000',
      // Required on PostgreSQL (every instance signs with it); harmless on SQLite.
      SESSION_SECRET: 'server-process-test-secret',
      SMTP_HOST: '',
      ...options.env,
    },
  });
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code ?? 0)));

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('The server process ended before it was ready.');
    try {
      const response = await fetch(`${origin}/healthz`);
      const token = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
      if (response.ok && token) return { origin, child, exited, csrf: { cookie: `XSRF-TOKEN=${token}`, header: decodeURIComponent(token) } };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('The server process did not answer /healthz within 90 s.');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
