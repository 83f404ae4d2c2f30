import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from './server-process';

/**
 * Static file latency during a log-in storm: the real server (its own process, SQLite in a temp
 * folder) gets `BENCH_STORM` (40) clients sending log-ins as fast as they are answered, each with a new unknown
 * e-mail (so no throttle stops them and every one costs a scrypt hash), while one client fetches a
 * static file (an upload served from disk) in turn. Run once with the hashing budget (the default,
 * HASH_CONCURRENCY=2) and once without (a budget too large to matter: every hash at once, as before).
 *
 *   npm run bench:login-storm            (figures go to docs/benchmarks.md by hand)
 */

const STORM = Number(process.env.BENCH_STORM || 40);
const SAMPLES = Number(process.env.BENCH_SAMPLES || 30);
/** Static fetches during the storm: each may take many seconds without the budget. */
const STORM_SAMPLES = Number(process.env.BENCH_STORM_SAMPLES || 5);
const STATIC_PATH = '/backend/uploads/logos/vastukala-logo.svg';

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function timeStatic(origin: string, samples: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    const response = await fetch(`${origin}${STATIC_PATH}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`static file answered ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function scenario(label: string, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-storm-'));
  const server = await startServerProcess({ databaseUrl: `sqlite:${path.join(dataDir, 'site.db')}`, dataDir, env: { LOG_LEVEL: 'error', ...env } });
  try {
    const quiet = await timeStatic(server.origin, SAMPLES);
    let stop = false;
    const answers: Record<number, number> = {};
    let loginTimes: number[] = [];
    const stormer = async (id: number) => {
      for (let sequence = 0; !stop; sequence += 1) {
        const started = performance.now();
        const response = await fetch(`${server.origin}/backend/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: server.csrf.cookie, 'x-xsrf-token': server.csrf.header },
          body: JSON.stringify({ email: `storm-${id}-${sequence}@example.in`, password: 'not-the-password' }),
        });
        await response.arrayBuffer();
        answers[response.status] = (answers[response.status] ?? 0) + 1;
        loginTimes.push(performance.now() - started);
        if (response.status === 503) await new Promise((resolve) => setTimeout(resolve, 200));
      }
    };
    const storm = Array.from({ length: STORM }, (_, id) => stormer(id));
    // Measure in the steady state: once a whole wave of log-ins has been answered, every client is
    // sending its next one and the hashing queue is as full as it gets.
    const answered = () => Object.values(answers).reduce((sum, count) => sum + count, 0);
    while (answered() < STORM) await new Promise((resolve) => setTimeout(resolve, 50));
    loginTimes = [];
    const busy = await timeStatic(server.origin, STORM_SAMPLES);
    stop = true;
    await Promise.all(storm);
    const fmt = (values: number[]) => `median ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
    console.log(`\n${label}`);
    console.log(`  static file, quiet:          ${fmt(quiet)}`);
    console.log(`  static file, ${STORM} log-ins:   ${fmt(busy)}`);
    console.log(`  log-in answers: ${JSON.stringify(answers)}; log-in latency ${loginTimes.length ? fmt(loginTimes) : 'n/a'}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log(`Log-in storm: ${STORM} clients; ${SAMPLES} quiet and ${STORM_SAMPLES} stormy fetches of ${STATIC_PATH} (${os.cpus().length} CPUs)`);
  await scenario('without a hashing budget (HASH_CONCURRENCY=1000, HASH_QUEUE=1000)', { HASH_CONCURRENCY: '1000', HASH_QUEUE: '1000' });
  await scenario('with the hashing budget (defaults: HASH_CONCURRENCY=2, HASH_QUEUE=32)', {});
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
