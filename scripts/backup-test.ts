import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';
import { createThrowawayDatabase } from '../server/db/throwaway-database';
import { reportOutcome } from './script-outcome';
import { startServerProcess, type ServerProcess } from './server-process';

/**
 * Proves that a backup taken while the site is busy holds every submission acknowledged before it
 * began, and that the restore brings it back into a working site: enquiries are posted by several clients
 * at once; `npm run backup` runs in the middle of that load; the restore goes into a fresh folder (and, on
 * PostgreSQL, a fresh database); a server started on the restored copy must accept a write signed by the
 * old server's CSRF token (the session secret came back) and hold every enquiry acknowledged before the
 * backup started. Run: `npm run test:backup` (SQLite in a temp folder, or PostgreSQL on the cluster of
 * `TEST_DATABASE_URL`, see scripts/pg-test-server.sh). Exit code 0 when nothing was missing.
 */

const root = path.resolve(__dirname, '..');

export interface BackupTestResult {
  dialect: 'sqlite' | 'postgres';
  /** Acknowledged before the backup command started: each must be in the restored copy. */
  before: number;
  /** Acknowledged while the backup ran: the site kept serving. */
  during: number;
  /** Of those acknowledged during the backup, how many the snapshot caught. */
  duringRestored: number;
  missing: string[];
  /** The restored server accepted a write with the old server's CSRF token. */
  secretRestored: boolean;
  backupMs: number;
}

/** Runs one of the operator's commands (`server/cli/<name>.ts`) as `npm run <name>` would; rejects on a non-zero exit. */
function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `server/cli/${name}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, ENV_FILE: 'none', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('close', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`npm run ${name} exited ${code}:\n${stderr}${stdout}`))));
  });
}

const enquiry = (server: ServerProcess, name: string) =>
  fetch(`${server.origin}/backend/enquiryform/submitForm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: server.csrf.cookie, 'x-xsrf-token': server.csrf.header },
    body: JSON.stringify({ name, email: `${name}@example.in`, phone: '9876543210', address: 'Nashik', message: 'Backup check' }),
  });

async function runBackupTest(options: { adminUrl?: string; concurrency?: number; loadBeforeMs?: number } = {}): Promise<BackupTestResult> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'backup-test-'));
  const dialect = options.adminUrl ? 'postgres' : 'sqlite';
  const databases: Array<{ drop: () => Promise<void> }> = [];
  const servers: ServerProcess[] = [];
  const run = `backup-${Date.now().toString(36)}`;
  try {
    const siteData = path.join(work, 'site', 'data');
    let databaseUrl = `sqlite:${path.join(siteData, 'site.db')}`;
    let restoredUrl: string | null = null;
    if (options.adminUrl) {
      const source = await createThrowawayDatabase(options.adminUrl, 'backup_src');
      const restored = await createThrowawayDatabase(options.adminUrl, 'backup_dst');
      databases.push(source, restored);
      databaseUrl = source.url;
      restoredUrl = restored.url;
    }
    // On SQLite the server generates its session secret into the data folder, which the backup must carry;
    // PostgreSQL needs SESSION_SECRET set, the same before and after (server-process.ts sets it).
    const serverEnv: Record<string, string> = dialect === 'sqlite' ? { SESSION_SECRET: '', ENV_FILE: 'none' } : { SESSION_SECRET: 'backup-test-secret', ENV_FILE: 'none' };
    const server = await startServerProcess({ databaseUrl, dataDir: siteData, env: serverEnv });
    servers.push(server);

    const acknowledged: string[] = [];
    let stop = false;
    const client = async (clientId: number) => {
      for (let sequence = 0; !stop; sequence += 1) {
        const name = `${run}-${clientId}-${sequence}`;
        const response = await enquiry(server, name);
        const answer = (await response.json()) as { success?: boolean };
        if (response.status !== 200 || answer.success !== true) throw new Error(`enquiry answered ${response.status}: ${JSON.stringify(answer)}`);
        acknowledged.push(name);
      }
    };
    const clients = Promise.all(Array.from({ length: options.concurrency ?? 8 }, (_, index) => client(index)));
    clients.catch(() => undefined);
    await Promise.race([new Promise((resolve) => setTimeout(resolve, options.loadBeforeMs ?? 1500)), clients]);

    // Every enquiry answered before this line was committed before the backup command even started.
    const before = [...acknowledged];
    const backupStarted = Date.now();
    const backupDir = (
      await command('backup', ['--out', path.join(work, 'backups')], { DATABASE_URL: databaseUrl, DATA_DIR: siteData, ...serverEnv })
    ).trim();
    const backupMs = Date.now() - backupStarted;
    const during = acknowledged.slice(before.length);
    stop = true;
    await clients;
    server.child.kill('SIGTERM');
    await server.exited;

    const into = path.join(work, 'restored');
    await command('restore', [backupDir, '--into', into, ...(restoredUrl ? ['--database', restoredUrl] : [])], {});
    const restoredDatabase = restoredUrl ?? `sqlite:${path.join(into, 'data', 'site.db')}`;
    const restored = await startServerProcess({
      databaseUrl: restoredDatabase,
      dataDir: path.join(into, 'data'),
      env: { ...serverEnv, CONTENT_DIR: path.join(into, 'content') },
    });
    servers.push(restored);
    // The old server's token, sent to the new one: accepted only if the secret that signed it came back.
    const check = await enquiry({ ...restored, csrf: server.csrf }, `${run}-after-restore`);
    const secretRestored = check.status === 200;

    const database = openDatabase(restoredDatabase);
    try {
      const rows = await database.db.selectFrom('enquiries').select('name').where('name', 'like', sql<string>`${`${run}-%`}`).execute();
      const stored = new Set(rows.map((row) => row.name));
      return {
        dialect,
        before: before.length,
        during: during.length,
        duringRestored: during.filter((name) => stored.has(name)).length,
        missing: before.filter((name) => !stored.has(name)),
        secretRestored,
        backupMs,
      };
    } finally {
      await database.close();
    }
  } finally {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    for (const database of databases) await database.drop().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  }
}

if (require.main === module) {
  reportOutcome(
    runBackupTest({ adminUrl: process.env.TEST_DATABASE_URL }),
    (result) =>
      `Backup under write load [${result.dialect}]: ${result.before} enquiries acknowledged before the backup, ` +
      `${result.during} while it ran (${result.duringRestored} of them in the snapshot), backup command ${result.backupMs} ms; ` +
      `missing after restore ${result.missing.length}; session secret restored: ${result.secretRestored ? 'yes' : 'NO'}`,
    (result) => [
      result.missing.length > 0 && `MISSING after restore: ${result.missing.join(', ')}`,
      result.before === 0 && 'No enquiry was acknowledged before the backup: nothing was proven.',
      result.during === 0 && 'No enquiry was acknowledged while the backup ran: the site did not keep serving (or the backup was too quick to tell).',
      !result.secretRestored && 'The restored server refused the old CSRF token: the session secret did not come back.',
    ],
  );
}
