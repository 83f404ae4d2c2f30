import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildTestApp, csrfFor, describeDb, testDialect, type CsrfPair } from './test-helpers';
import { DATABASE_UNAVAILABLE_MESSAGE } from './lib/db-faults';

jest.setTimeout(60_000);

const enquiry = (index: number) => ({ name: `fault-${index}`, email: 'visitor@example.in', phone: '9876543210', message: 'x'.repeat(2000) });

/**
 * A database that cannot write (disk full, read-only) must show: writes answer 503 with a message a
 * visitor understands, `/healthz` answers 503 so a load balancer stops sending traffic, and the log
 * carries the database's own error, not a consequence of it.
 */
describeDb('faults that show', () => {
  let app: FastifyInstance;
  let csrf: CsrfPair;
  let log: string[];

  beforeEach(async () => {
    log = [];
    app = await buildTestApp({ seed: false, logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } } });
    csrf = await csrfFor(app);
  });
  afterEach(() => app.close());

  const submit = (index: number) => app.inject({ method: 'POST', url: '/backend/enquiryform/submitForm', payload: enquiry(index), headers: csrf.headers });
  const health = () => app.inject({ method: 'GET', url: '/healthz' });

  (testDialect === 'sqlite' ? it : it.skip)('SQLite with a full disk: writes and /healthz answer 503, the log says SQLITE_FULL', async () => {
    expect((await health()).statusCode).toBe(200);
    const { raw } = app.database;
    if (raw.dialect !== 'sqlite') throw new Error('sqlite expected');
    // The database may not grow by one more page: what a full disk does to it.
    raw.sqlite.pragma(`max_page_count = ${raw.sqlite.pragma('page_count', { simple: true }) as number}`);
    let refused = null;
    for (let index = 0; index < 200 && !refused; index += 1) {
      const response = await submit(index);
      if (response.statusCode !== 200) refused = response;
    }
    expect(refused?.statusCode).toBe(503);
    expect(refused?.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(refused?.headers['retry-after']).toBeDefined();
    const check = await health();
    expect(check.statusCode).toBe(503);
    expect(check.headers['cache-control']).toBe('no-store');
    const text = log.join('');
    expect(text).toMatch(/SQLITE_FULL|database or disk is full/);
    expect(text).not.toContain('cannot rollback');
    // Room again: the same instance recovers without a restart.
    raw.sqlite.pragma('max_page_count = 1073741823');
    expect((await health()).statusCode).toBe(200);
    expect((await submit(999)).statusCode).toBe(200);
  });

  (testDialect === 'postgres' ? it : it.skip)('PostgreSQL turned read-only: writes and /healthz answer 503, the log names it, and it recovers', async () => {
    const url = new URL(app.config.databaseUrl);
    const name = url.pathname.slice(1);
    const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const setReadOnly = async (on: boolean) => {
      await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = ${on ? 'on' : 'off'}`);
      // Open connections keep their setting: end them, as a fail-over to a standby would.
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
    };
    try {
      expect((await health()).statusCode).toBe(200);
      await setReadOnly(true);
      const first = await submit(1);
      expect(first.statusCode).toBe(503);
      expect(first.json()).toEqual({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      expect((await submit(2)).statusCode).toBe(503);
      expect((await health()).statusCode).toBe(503);
      expect(log.join('')).toMatch(/read-only transaction/);
      await setReadOnly(false);
      let recovered = 0;
      for (let attempt = 0; attempt < 5 && recovered !== 200; attempt += 1) recovered = (await health()).statusCode;
      expect(recovered).toBe(200);
      expect((await submit(3)).statusCode).toBe(200);
    } finally {
      await admin.query(`ALTER DATABASE ${name} SET default_transaction_read_only = off`).catch(() => undefined);
      await admin.end();
    }
  });
});
