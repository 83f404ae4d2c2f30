import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';
import { startServerProcess } from './server-process';

/**
 * How many enquiries per second the API host accepts, and at what latency: autocannon on loopback
 * against the real server in its own process (every write committed before it is answered).
 *
 *   npm run bench:writes -- [--duration 10] [--connections 10]
 *
 * SQLite in a temp folder by default; DATABASE_URL=postgres://… benchmarks PostgreSQL instead.
 */

interface Histogram {
  average: number;
  p50: number;
  p99: number;
  max: number;
}

interface AutocannonResult {
  duration: number;
  requests: Histogram & { total: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon ships no type declarations; the few fields used are typed above.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as Autocannon;

function option(argv: string[], name: string, fallback: number): number {
  const index = argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

async function benchWrites(options: { duration: number; connections: number; databaseUrl?: string }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-writes-'));
  const databaseUrl = options.databaseUrl ?? `sqlite:${path.join(dataDir, 'site.db')}`;
  const server = await startServerProcess({ databaseUrl, dataDir });
  let sequence = 0;
  try {
    const result = await autocannon({
      url: `${server.origin}/backend/enquiryform/submitForm`,
      method: 'POST',
      connections: options.connections,
      duration: options.duration,
      headers: { 'content-type': 'application/json', cookie: server.csrf.cookie, 'x-xsrf-token': server.csrf.header },
      // A distinct name per request, so every enquiry is its own row (autocannon's idReplacement
      // miscounts Content-Length, so the body is built here).
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            body: JSON.stringify({
              name: `Bench ${(sequence += 1)}`,
              email: 'bench@example.in',
              phone: '9876543210',
              address: 'Gangapur Road, Nashik',
              message: 'Modular kitchen and wardrobes for a 2BHK flat; please call after 6 pm.',
            }),
          }),
        },
      ],
    });
    const accepted = result.statusCodeStats['200']?.count ?? 0;
    const database = openDatabase(databaseUrl);
    let stored: number;
    try {
      const row = await database.db
        .selectFrom('enquiries')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('name', 'like', sql<string>`${'Bench %'}`)
        .executeTakeFirstOrThrow();
      stored = Number(row.n);
    } finally {
      await database.close();
    }
    return {
      database: databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite (WAL, synchronous=FULL)',
      connections: options.connections,
      seconds: result.duration,
      accepted,
      acceptedPerSecond: accepted / result.duration,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      refused: result.non2xx,
      errors: result.errors,
      stored,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  benchWrites({ duration: option(argv, 'duration', 10), connections: option(argv, 'connections', 10), databaseUrl: process.env.DATABASE_URL }).then(
    (report) => {
      console.log(`POST /backend/enquiryform/submitForm — ${report.database}, ${report.connections} connections, ${report.seconds.toFixed(1)} s, Node ${process.version}`);
      console.log(`accepted enquiries/s: ${report.acceptedPerSecond.toFixed(0)} (${report.accepted} accepted, ${report.stored} rows stored)`);
      console.log(`latency ms: p50 ${report.latencyMs.p50}, p99 ${report.latencyMs.p99}, max ${report.latencyMs.max}`);
      console.log(`refused: ${report.refused}, connection errors: ${report.errors}`);
      if (report.stored < report.accepted) {
        console.error('Fewer rows stored than enquiries accepted!');
        process.exitCode = 1;
      }
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
