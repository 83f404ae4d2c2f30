import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../config';
import { sqliteFileOf } from '../db/database';
import { buildTestApp, describeDb, testDialect } from '../test-helpers';
import { storeEnquiry } from '../leads/submission-store';
import { exportToText } from './export';
import { PAGE_SIZE } from './exporters';

/** Runs `npm run export -- …` as staff do: a separate process reading `.env` (here the file named by ENV_FILE). */
function exportCommand(args: string[], env: Record<string, string>, nodeOptions: string[] = []) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !['DATABASE_URL', 'ENV_FILE', 'TEST_DATABASE_URL'].includes(name)));
  return spawnSync(process.execPath, [...nodeOptions, '--import', 'tsx', 'server/cli/export.ts', ...args], {
    cwd: projectRoot,
    env: { ...clean, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

describeDb('npm run export at scale and with .env', () => {
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    dir = mkdtempSync(path.join(os.tmpdir(), 'export-scale-'));
    await storeEnquiry(app.database.db, { name: 'Asha Patil', email: 'asha@example.in', phone: '9876543210', address: 'Nashik', message: 'Kitchen' }, { notify: false });
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await app.close();
  });

  it('finds the database named only in .env, as the server does', () => {
    const envFile = path.join(dir, 'site.env');
    writeFileSync(envFile, `# the office's settings\nDATABASE_URL=${app.config.databaseUrl}\n`);
    const run = exportCommand(['enquiries', '--format', 'json'], { ENV_FILE: envFile });
    expect(run.stderr).toContain('(from ');
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual([expect.objectContaining({ name: 'Asha Patil', message: 'Kitchen' })]);
    expect(run.stderr).toContain('Exported 1 enquiries.');
  });

  it('refuses a SQLite file that does not exist instead of creating an empty one, and a database the environment and .env disagree on', () => {
    const missing = path.join(dir, 'nowhere', 'site.db');
    const envFile = path.join(dir, 'missing.env');
    writeFileSync(envFile, `DATABASE_URL=sqlite:${missing}\n`);
    const run = exportCommand(['enquiries'], { ENV_FILE: envFile });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`There is no database at ${missing}`);
    expect(run.stdout).toBe('');
    expect(existsSync(missing)).toBe(false);

    const disagree = exportCommand(['enquiries'], { ENV_FILE: envFile, DATABASE_URL: app.config.databaseUrl });
    expect(disagree.status).toBe(1);
    expect(disagree.stderr).toMatch(/DATABASE_URL is .* in the environment but .* in .*missing\.env\. Which database do you mean\?/);
  });

  it('walks the rows a page at a time, in order, without losing or repeating one', async () => {
    const { db } = app.database;
    const rows = Array.from({ length: PAGE_SIZE * 2 + 7 }, (_, index) => ({
      name: `Visitor ${index}`,
      email: 'v@example.in',
      phone: '9800000000',
      address: '',
      message: '',
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, index)).toISOString(),
    }));
    for (let start = 0; start < rows.length; start += 500) await db.insertInto('enquiries').values(rows.slice(start, start + 500)).execute();
    // Asha (stored first, today) and the visitors: every row once, in id order.
    const { content, rows: count } = await exportToText(db, { kind: 'enquiries', format: 'json', since: '2026-01-01T00:00:00.000Z' });
    const exported = (JSON.parse(content) as Array<{ id: number; name: string }>).slice(1);
    expect(count).toBe(rows.length + 1);
    expect(exported.map((row) => row.name)).toEqual(rows.map((row) => row.name));
    expect(new Set(exported.map((row) => row.id)).size).toBe(rows.length);
  });

  // Fills a SQLite file directly (fast); the bound is the same code path on PostgreSQL.
  (testDialect === 'sqlite' ? it : it.skip)(
    'exports 200,000 enquiries inside a 64 MB heap (holding them all needs several times that) with progress lines on stderr',
    async () => {
      const file = sqliteFileOf(app.config.databaseUrl)!;
      const sqlite = new SQLite(file);
      const insert = sqlite.prepare('insert into enquiries (name, email, phone, address, message, created_at) values (?, ?, ?, ?, ?, ?)');
      sqlite.transaction(() => {
        for (let index = 0; index < 200_000; index += 1) {
          insert.run(`Visitor ${index}`, `visitor${index}@example.in`, '9876543210', 'Flat 4, Gangapur Road, Nashik', 'We would like a quote for a modular kitchen and wardrobes in a 2 BHK flat.', '2026-03-01T10:00:00.000Z');
        }
      })();
      sqlite.close();
      const out = path.join(dir, 'big.csv');
      const run = exportCommand(['enquiries', '--out', out], { ENV_FILE: 'none', DATABASE_URL: app.config.databaseUrl }, ['--max-old-space-size=64']);
      expect(run.stderr).not.toContain('heap out of memory');
      expect(run.status).toBe(0);
      const total = 200_000 + 1 + PAGE_SIZE * 2 + 7;
      expect(run.stderr).toContain(`Exported ${total} enquiries to ${out}.`);
      expect(run.stderr).toMatch(/Exporting enquiries: [\d,]+ of [\d,]+ \(50%\)/);
      expect(readFileSync(out, 'utf8').split('\r\n').length - 2).toBe(total);
    },
    120_000,
  );
});
