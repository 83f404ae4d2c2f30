import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { reportOutcome } from './script-outcome';
import { startServerProcess } from './server-process';

/**
 * PostgreSQL restarted under write load: 16 clients post enquiries to the real server (its own
 * process); mid-stream the PostgreSQL cluster is restarted (`scripts/pg-test-server.sh restart`, a fast
 * shutdown that cuts every session). While it is down writes must answer 503 (never 500, never a
 * crash); once it is back the same server process must reconnect by itself; and every enquiry answered
 * with success must be in the database. Prints the figures and exits 1 on any loss or if the host
 * never recovered.
 *
 * Run: `npm run test:durability:pg` with `eval "$(scripts/pg-test-server.sh start)"` done first (it uses
 * TEST_DATABASE_URL, and PGTEST_PORT/PGTEST_DIR to find the cluster to restart).
 */

export interface PgRestartResult {
  acknowledged: number;
  lost: string[];
  /** Answers while PostgreSQL was going down, down or coming back, by status ('network' = no answer). */
  during: Record<string, number>;
  restartMs: number;
  /** From the restart command's return to the first acknowledged write. */
  reconnectMs: number | null;
  serverAlive: boolean;
}

const root = path.resolve(__dirname, '..');

function restartCluster(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [path.join(root, 'scripts/pg-test-server.sh'), 'restart'], { stdio: ['ignore', 'ignore', 'inherit'], env: process.env });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg-test-server.sh restart exited with ${code}`))));
  });
}

async function runPgRestartTest(adminUrl: string, options: { concurrency?: number } = {}): Promise<PgRestartResult> {
  const concurrency = options.concurrency ?? 16;
  const name = `durability_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pg-restart-'));
  const server = await startServerProcess({ databaseUrl, dataDir });
  const run = `pgr-${Date.now().toString(36)}`;
  const acknowledged: string[] = [];
  const during: Record<string, number> = {};
  let phase: 'before' | 'restarting' | 'after' = 'before';
  let restartDoneAt = 0;
  let firstAfter: number | null = null;
  let stop = false;

  const client = async (clientId: number) => {
    for (let sequence = 0; !stop; sequence += 1) {
      const name = `${run}-${clientId}-${sequence}`;
      let status: string;
      try {
        const response = await fetch(`${server.origin}/backend/enquiryform/submitForm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: server.csrf.cookie, 'x-xsrf-token': server.csrf.header },
          body: JSON.stringify({ name, email: `${name}@example.in`, phone: '9876543210', address: 'Nashik', message: 'PostgreSQL restart check' }),
          signal: AbortSignal.timeout(15_000),
        });
        const answer = (await response.json()) as { success?: boolean };
        status = String(response.status);
        if (response.status === 200 && answer.success === true) {
          acknowledged.push(name);
          if (phase === 'after' && firstAfter === null) firstAfter = Date.now();
        }
      } catch {
        status = 'network';
      }
      if (phase !== 'before' && (status !== '200' || firstAfter === null)) during[status] = (during[status] ?? 0) + 1;
      if (status !== '200') await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  try {
    const clients = Array.from({ length: concurrency }, (_, index) => client(index));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    phase = 'restarting';
    const restartStarted = Date.now();
    await restartCluster();
    restartDoneAt = Date.now();
    phase = 'after';
    const deadline = Date.now() + 30_000;
    while (firstAfter === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    stop = true;
    await Promise.all(clients);
    const serverAlive = server.child.exitCode === null && server.child.signalCode === null;

    const check = new Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check.query<{ name: string }>('SELECT name FROM enquiries WHERE name LIKE $1', [`${run}-%`]);
    await check.end();
    const stored = new Set(rows.map((row) => row.name));
    return {
      acknowledged: acknowledged.length,
      lost: acknowledged.filter((entry) => !stored.has(entry)),
      during,
      restartMs: restartDoneAt - restartStarted,
      reconnectMs: firstAfter === null ? null : firstAfter - restartDoneAt,
      serverAlive,
    };
  } finally {
    stop = true;
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
    const cleanup = new Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await cleanup.end();
  }
}

if (require.main === module) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.error('TEST_DATABASE_URL is not set: run eval "$(scripts/pg-test-server.sh start)" first.');
    process.exit(2);
  }
  reportOutcome(
    runPgRestartTest(adminUrl),
    (result) =>
      `PostgreSQL restart under write load: acknowledged ${result.acknowledged}, lost ${result.lost.length}; ` +
      `restart took ${result.restartMs} ms; first acknowledged write ${result.reconnectMs ?? 'never'} ms after it; ` +
      `answers meanwhile ${JSON.stringify(result.during)}; server process ${result.serverAlive ? 'still running' : 'DIED'}`,
    (result) => [
      result.lost.length > 0 && `LOST: ${result.lost.join(', ')}`,
      result.reconnectMs === null && 'the host never wrote again after the restart',
      !result.serverAlive && 'the server process ended',
      Boolean(result.during['500']) && `${result.during['500']} answers of 500 (a 503 was due)`,
    ],
  );
}
