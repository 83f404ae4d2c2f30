import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Client } from 'pg';
import { isPostgresUrl } from '../config';
import { describeDatabaseUrl, sqliteFileOf } from '../db/database';
import { migrations } from '../db/migrations';
import {
  BackupInvalidError,
  CONTENT_PREFIX,
  DATA_PREFIX,
  hashFile,
  listFiles,
  POSTGRES_DUMP_FILE,
  readManifest,
  SQLITE_FILE,
  SQLITE_LIMITS_FILE,
  verifyFiles,
  type BackupManifest,
} from './manifest';
import { runPostgresTool } from './postgres-tools';

/** Where a restore puts each part of a backup. */
export interface RestoreTargets {
  /** `sqlite:<file>` or `postgres://…`; must be of the backup's kind. */
  databaseUrl: string;
  /** Gets the session secret and the photo variants. */
  dataDir: string;
  /** Gets the content folder (texts, uploads, tender files). */
  contentDir: string;
}

export interface RestoreOptions {
  backupDir: string;
  targets: RestoreTargets;
  /** Restore over targets that hold something: files are moved aside, PostgreSQL objects dropped first. */
  force?: boolean;
  now?: () => Date;
  say?: (line: string) => void;
}

/** A restore that would overwrite something, or cannot be done with these targets; nothing was changed. */
export class RestoreRefusedError extends Error {}

export interface RestoreOutcome {
  manifest: BackupManifest;
  /** What was moved aside under `--force` (original → new name). */
  movedAside: Array<{ from: string; to: string }>;
  /** True when the content folder already held exactly the backed-up content and was left alone. */
  contentUnchanged: boolean;
}

const isInside = (file: string, dir: string) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};
const isNonEmptyDir = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
/** The files SQLite keeps for a database at `file` (this site attaches its limit counters as `<file>-limits`). */
const sqliteFamily = (file: string) => [file, `${file}-limits`].flatMap((base) => [base, `${base}-wal`, `${base}-shm`]);

/** Does `dir` hold exactly the backed-up content (same files, same bytes)? */
async function holdsSameContent(dir: string, manifest: BackupManifest): Promise<boolean> {
  const expected = manifest.files.filter((entry) => entry.path.startsWith(CONTENT_PREFIX));
  const present = listFiles(dir);
  if (present.length !== expected.length) return false;
  for (const entry of expected) {
    const file = path.join(dir, ...entry.path.slice(CONTENT_PREFIX.length).split('/'));
    if (!existsSync(file) || (await hashFile(file)).sha256 !== entry.sha256) return false;
  }
  return true;
}

async function postgresTableCount(databaseUrl: string): Promise<number> {
  const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new RestoreRefusedError(
      `Cannot connect to ${describeDatabaseUrl(databaseUrl)}: ${error instanceof Error ? error.message : String(error)}. ` +
        'Create the database first (e.g. createdb -O site site) and check the URL.',
    );
  }
  try {
    const { rows } = await client.query<{ count: string }>(
      "select count(*) as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
    );
    return Number(rows[0].count);
  } finally {
    await client.end();
  }
}

function copyTree(backupDir: string, manifest: BackupManifest, prefix: string, into: string): void {
  for (const entry of manifest.files.filter((file) => file.path.startsWith(prefix))) {
    const target = path.join(into, ...entry.path.slice(prefix.length).split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(path.join(backupDir, ...entry.path.split('/')), target);
  }
}

/**
 * Restores a backup made by `makeBackup`. In this order, so that a failure leaves every target as it was:
 * every file is checked against the manifest; the targets are checked (empty, or `force`); each part is
 * written beside its target (`.<name>.restoring-<pid>`) and the SQLite copy checked by SQLite itself;
 * PostgreSQL is restored in one transaction; only then are the written folders renamed into place.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreOutcome> {
  const { backupDir, targets, force = false } = options;
  const say = options.say ?? (() => undefined);
  const stamp = (options.now ?? (() => new Date()))().toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-');

  const manifest = readManifest(backupDir);
  const problems = await verifyFiles(backupDir, manifest);
  if (problems.length > 0) {
    throw new BackupInvalidError(`The backup in ${backupDir} is damaged; nothing was restored:\n  ${problems.join('\n  ')}`);
  }
  say(`Checked ${manifest.files.length} files against the manifest (SHA-256).`);
  const unknown = manifest.database.migrations.filter((name) => !(name in migrations));
  if (unknown.length > 0) {
    throw new RestoreRefusedError(
      `The backup's database has run migrations this version does not have (${unknown.join(', ')}): it was made by a newer version. Restore it with that version.`,
    );
  }

  const { dialect } = manifest.database;
  const sqliteFile = sqliteFileOf(targets.databaseUrl);
  if (dialect === 'sqlite' && (!sqliteFile || sqliteFile === ':memory:')) {
    throw new RestoreRefusedError(`The backup holds a SQLite database; the target ${describeDatabaseUrl(targets.databaseUrl)} is not a SQLite file (use --database sqlite:<file>).`);
  }
  if (dialect === 'postgres' && !isPostgresUrl(targets.databaseUrl)) {
    throw new RestoreRefusedError(`The backup holds a PostgreSQL dump; the target ${describeDatabaseUrl(targets.databaseUrl)} is not PostgreSQL (use --database postgres://…).`);
  }
  const dataDir = path.resolve(targets.dataDir);
  const contentDir = path.resolve(targets.contentDir);
  if (isInside(contentDir, dataDir) || isInside(dataDir, contentDir) || contentDir === dataDir) {
    throw new RestoreRefusedError(`The data folder (${dataDir}) and the content folder (${contentDir}) must not be inside one another.`);
  }
  const sqliteInData = dialect === 'sqlite' && isInside(sqliteFile!, dataDir);

  // What is in the way.
  const occupied: string[] = [];
  if (isNonEmptyDir(dataDir)) occupied.push(`the data folder ${dataDir} is not empty`);
  if (dialect === 'sqlite' && !sqliteInData && sqliteFamily(sqliteFile!).some((file) => existsSync(file))) occupied.push(`the database file ${sqliteFile} exists`);
  const contentUnchanged = isNonEmptyDir(contentDir) && (await holdsSameContent(contentDir, manifest));
  if (isNonEmptyDir(contentDir) && !contentUnchanged) occupied.push(`the content folder ${contentDir} holds other content`);
  if (dialect === 'postgres') {
    const tables = await postgresTableCount(targets.databaseUrl);
    if (tables > 0) occupied.push(`the database ${describeDatabaseUrl(targets.databaseUrl)} has ${tables} tables`);
  }
  if (occupied.length > 0 && !force) {
    throw new RestoreRefusedError(
      `Nothing was restored: ${occupied.join('; ')}. Restore into a fresh folder/database, or add --force ` +
        '(files in the way are moved aside with a .before-restore suffix; PostgreSQL tables are dropped).',
    );
  }

  // Each part written beside its target, on the same file system, so that putting it in place is a rename.
  const stages: Array<{ stage: string; target: string }> = [];
  const stageFor = (target: string) => {
    const stage = path.join(path.dirname(target), `.${path.basename(target)}.restoring-${process.pid}`);
    rmSync(stage, { recursive: true, force: true });
    mkdirSync(path.dirname(stage), { recursive: true });
    stages.push({ stage, target });
    return stage;
  };
  try {
    const dataStage = stageFor(dataDir);
    mkdirSync(dataStage, { recursive: true, mode: 0o700 });
    copyTree(backupDir, manifest, DATA_PREFIX, dataStage);
    if (!contentUnchanged) copyTree(backupDir, manifest, CONTENT_PREFIX, stageFor(contentDir));

    if (dialect === 'sqlite') {
      const file = sqliteFile!;
      const staged = sqliteInData ? path.join(dataStage, path.relative(dataDir, file)) : stageFor(file);
      mkdirSync(path.dirname(staged), { recursive: true });
      copyFileSync(path.join(backupDir, SQLITE_FILE), staged);
      copyFileSync(path.join(backupDir, SQLITE_LIMITS_FILE), `${staged}-limits`);
      if (!sqliteInData) stages.push({ stage: `${staged}-limits`, target: `${file}-limits` });
      for (const copy of [staged, `${staged}-limits`]) {
        const sqlite = new SQLite(copy);
        try {
          const check = sqlite.pragma('quick_check', { simple: true });
          if (check !== 'ok') throw new BackupInvalidError(`SQLite finds the restored copy damaged (${String(check)}); nothing was restored.`);
        } finally {
          sqlite.close();
        }
      }
    } else {
      say('Restoring the PostgreSQL dump (one transaction)…');
      const clean = force ? ['--clean', '--if-exists'] : [];
      await runPostgresTool(
        'pg_restore',
        ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', ...clean, path.join(backupDir, POSTGRES_DUMP_FILE)],
        targets.databaseUrl,
      );
    }
  } catch (error) {
    for (const { stage } of stages) rmSync(stage, { recursive: true, force: true });
    throw error;
  }

  const movedAside: Array<{ from: string; to: string }> = [];
  for (const { stage, target } of stages) {
    const isFolder = target === dataDir || target === contentDir;
    if (isFolder && existsSync(target) && !isNonEmptyDir(target)) rmSync(target, { recursive: true });
    for (const file of (isFolder ? [target] : [target, `${target}-wal`, `${target}-shm`]).filter((candidate) => existsSync(candidate))) {
      const aside = `${file}.before-restore-${stamp}`;
      renameSync(file, aside);
      movedAside.push({ from: file, to: aside });
    }
    renameSync(stage, target);
  }
  return { manifest, movedAside, contentUnchanged };
}
