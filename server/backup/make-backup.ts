import { chmodSync, copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { variantsDir } from '../content/images';
import {
  BACKUP_FORMAT,
  CONTENT_PREFIX,
  DATA_PREFIX,
  hashFile,
  listFiles,
  MANIFEST_FILE,
  POSTGRES_DUMP_FILE,
  SQLITE_FILE,
  SQLITE_LIMITS_FILE,
  type BackupEntry,
  type BackupManifest,
} from './manifest';
import { runPostgresTool } from './postgres-tools';

/** Backups are named by their time, so names sort in the order they were made. */
export const BACKUP_NAME_PREFIX = 'site-backup-';
const PARTIAL_SUFFIX = '.partial';

export const backupName = (at: Date) => `${BACKUP_NAME_PREFIX}${at.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')}`;

export interface MakeBackupOptions {
  database: Database;
  config: ServerConfig;
  /** `SESSION_SECRET` is set: the secret is the operator's and is not copied. */
  secretFromEnvironment: boolean;
  /** The folder the backup folder is made in. */
  outDir: string;
  now?: () => Date;
  /** Progress lines (stderr in the command). */
  say?: (line: string) => void;
}

export interface MadeBackup {
  dir: string;
  manifest: BackupManifest;
}

async function migrationsRun(database: Database): Promise<string[]> {
  const rows = await database.db
    .selectFrom('kysely_migration' as never)
    .select('name' as never)
    .orderBy('name' as never)
    .execute();
  return (rows as Array<{ name: string }>).map((row) => row.name);
}

/**
 * Makes one backup while the site keeps serving: the database first (its snapshot is the backup's point
 * in time), then the files beside it. Everything is written into `<name>.partial` and renamed when the
 * manifest is complete, so a folder without `.partial` is always a whole backup.
 *
 * SQLite: the online backup API copies every page in a single step, inside one read transaction, so the
 * copy is one consistent state however many writes arrive meanwhile (in WAL mode writers are not blocked;
 * copied a few pages at a time, SQLite would restart the copy after every write and might never finish).
 * PostgreSQL: `pg_dump` reads in one snapshot.
 */
export async function makeBackup(options: MakeBackupOptions): Promise<MadeBackup> {
  const { database, config, outDir } = options;
  const now = options.now ?? (() => new Date());
  const say = options.say ?? (() => undefined);
  const startedAt = now();
  const name = backupName(startedAt);
  const finalDir = path.join(outDir, name);
  if (existsSync(finalDir)) throw new Error(`${finalDir} already exists.`);
  const dir = `${finalDir}${PARTIAL_SUFFIX}`;
  rmSync(dir, { recursive: true, force: true });
  // The backup holds personal data (submissions, résumés, password hashes) and the session secret.
  mkdirSync(path.join(dir, 'database'), { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);

  try {
    const migrations = await migrationsRun(database);
    const { raw } = database;
    if (raw.dialect === 'sqlite') {
      const singleStep = () => 0x7fffffff;
      await raw.sqlite.backup(path.join(dir, SQLITE_FILE), { progress: singleStep });
      // The limit counters (an attached file, `db/database.ts`): a client's budget survives a restore.
      // better-sqlite3 takes `attached` (the schema to copy); its type definitions have not caught up.
      const limitsOnly = { attached: 'limits', progress: singleStep } as Parameters<typeof raw.sqlite.backup>[1];
      await raw.sqlite.backup(path.join(dir, SQLITE_LIMITS_FILE), limitsOnly);
    } else {
      await runPostgresTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(dir, POSTGRES_DUMP_FILE)}`], config.databaseUrl);
    }
    say(`Database copied (${database.dialect}, ${migrations.length} migrations).`);

    const copies: Array<{ from: string; to: string }> = [];
    const secretFile = path.join(config.dataDir, 'session-secret');
    const sessionSecret = options.secretFromEnvironment ? 'environment' : existsSync(secretFile) ? 'file' : 'none';
    if (sessionSecret === 'file') copies.push({ from: secretFile, to: `${DATA_PREFIX}session-secret` });
    const variants = variantsDir(config);
    for (const file of listFiles(variants)) copies.push({ from: path.join(variants, file), to: `${DATA_PREFIX}variants/${file}` });
    for (const file of listFiles(config.contentDir)) copies.push({ from: path.join(config.contentDir, file), to: `${CONTENT_PREFIX}${file}` });
    for (const copy of copies) {
      const target = path.join(dir, ...copy.to.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(copy.from, target);
    }
    if (sessionSecret === 'file') chmodSync(path.join(dir, DATA_PREFIX, 'session-secret'), 0o600);
    say(`Files copied: ${copies.length} (session secret: ${sessionSecret}, variants and content).`);

    const files: BackupEntry[] = [];
    for (const relative of listFiles(dir)) files.push({ path: relative, ...(await hashFile(path.join(dir, ...relative.split('/')))) });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      startedAt: startedAt.toISOString(),
      finishedAt: now().toISOString(),
      database: { dialect: database.dialect, migrations },
      sessionSecret,
      files,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
    };
    writeFileSync(path.join(dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
    renameSync(dir, finalDir);
    return { dir: finalDir, manifest };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Deletes the oldest whole backups in `outDir` beyond the newest `keep`, and any `.partial` folder left by
 * a backup that was killed (not the one of a backup running now: those are younger than a day). Answers
 * the folders removed.
 */
export function pruneBackups(outDir: string, keep: number, now: Date = new Date()): string[] {
  const entries = existsSync(outDir) ? readdirSync(outDir).filter((entry) => entry.startsWith(BACKUP_NAME_PREFIX)) : [];
  const whole = entries.filter((entry) => !entry.endsWith(PARTIAL_SUFFIX) && existsSync(path.join(outDir, entry, MANIFEST_FILE))).sort();
  const stale = entries.filter(
    (entry) => entry.endsWith(PARTIAL_SUFFIX) && lstatSync(path.join(outDir, entry)).isDirectory() && now.getTime() - statSync(path.join(outDir, entry)).mtimeMs > 86_400_000,
  );
  const removed = [...whole.slice(0, Math.max(0, whole.length - keep)), ...stale];
  for (const entry of removed) rmSync(path.join(outDir, entry), { recursive: true, force: true });
  return removed;
}
