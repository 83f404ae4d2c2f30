/**
 * `npm run bench:export [-- ROWS]`: the export's memory and time on a large table. Fills a throwaway
 * SQLite database with ROWS enquiries (default 500,000), then runs `npm run export -- enquiries` as staff
 * would (its own process, CSV and JSON to a file) under /usr/bin/time, and prints peak memory (RSS),
 * wall time and file size. Nothing is kept.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';

async function main(): Promise<void> {
  const rows = Number(process.argv[2] ?? 500_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-export-'));
  const file = path.join(dir, 'site.db');
  try {
    const database = openDatabase(`sqlite:${file}`);
    await migrateToLatest(database);
    await database.close();
    const sqlite = new SQLite(file);
    const insert = sqlite.prepare('insert into enquiries (name, email, phone, address, message, created_at) values (?, ?, ?, ?, ?, ?)');
    const started = Date.now();
    sqlite.transaction(() => {
      for (let index = 0; index < rows; index += 1) {
        const at = new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString();
        insert.run(`Visitor ${index}`, `visitor${index}@example.in`, '9876543210', 'Flat 4, Gangapur Road, Nashik 422013', 'We would like a quote for a modular kitchen, wardrobes and false ceiling in a 2 BHK flat.', at);
      }
    })();
    sqlite.close();
    console.log(`${rows.toLocaleString('en-IN')} enquiries stored in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    for (const format of ['csv', 'json']) {
      const out = path.join(dir, `enquiries.${format}`);
      const run = spawnSync('/usr/bin/time', ['-f', '%M %e', process.execPath, '--import', 'tsx', 'server/cli/export.ts', 'enquiries', '--format', format, '--out', out], {
        cwd: path.resolve(__dirname, '..'),
        env: { ...process.env, ENV_FILE: 'none', DATABASE_URL: `sqlite:${file}` },
        encoding: 'utf8',
      });
      if (run.status !== 0) throw new Error(`export failed: ${run.stderr}`);
      const [kb, seconds] = run.stderr.trim().split('\n').pop()!.split(' ').map(Number);
      const lines = run.stderr.split('\n').filter((line) => line.startsWith('Exporting')).length;
      console.log(`${format}: peak RSS ${(kb / 1024).toFixed(0)} MB, ${seconds.toFixed(1)} s, ${(statSync(out).size / 1048576).toFixed(0)} MB written, ${lines} progress lines`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
