import path from 'node:path';
import { loadConfig } from '../config';
import { describeDatabaseUrl } from '../db/database';
import { loadEnv } from '../env';
import { BackupInvalidError, describeBytes, readManifest, verifyFiles } from '../backup/manifest';
import { PostgresToolError } from '../backup/postgres-tools';
import { restoreBackup, RestoreRefusedError, type RestoreTargets } from '../backup/restore-backup';
import { readArgs, runCommand, splitArgs, UsageError } from './command';

/**
 * The operator's restore (stop the site first):
 *   npm run restore -- BACKUP [--into DIR | --data-dir DIR --content-dir DIR] [--database URL] [--force] [--check]
 * Checks every file of BACKUP against its manifest, then brings the database, the data folder and the
 * content folder back, each into a fresh target (never over something unless `--force`), written beside
 * the target and renamed into place only when all of it is written (`server/backup/restore-backup.ts`).
 * Exit 0 restored (or, with --check, whole), 1 refused or failed (nothing changed), 2 usage.
 */

export interface RestoreArgs {
  backupDir: string;
  into?: string;
  dataDir?: string;
  contentDir?: string;
  database?: string;
  force: boolean;
  check: boolean;
}

export function usage(): string {
  return [
    'Usage: npm run restore -- BACKUP [--into DIR] [--database URL] [--force]',
    '       npm run restore -- BACKUP --check',
    '',
    'Checks every file of BACKUP (a folder made by npm run backup) against its SHA-256, then restores it.',
    'Stop the site first. Each target must be empty or missing; nothing is written until every check passed.',
    '',
    'Targets (default: where the server looks, from the environment or .env):',
    '  --into DIR          a fresh site folder: DIR/data (data folder and SQLite database) and DIR/content',
    '  --data-dir DIR      the data folder (DATA_DIR): session secret, photo variants',
    '  --content-dir DIR   the content folder (CONTENT_DIR); left alone when it already holds the same files',
    '  --database URL      sqlite:<file> or postgres://… (an existing, empty database; created with createdb)',
    '',
    'Options:',
    '  --force             restore over targets that hold something: files are moved aside',
    '                      (<name>.before-restore-<time>), PostgreSQL tables are dropped',
    '  --check             only check the backup against its manifest',
  ].join('\n');
}

export function parseRestoreArgs(argv: string[]): RestoreArgs {
  const { positional, options } = splitArgs(argv, {
    valued: new Set(['into', 'data-dir', 'content-dir', 'database']),
    flags: new Set(['force', 'check']),
  });
  const [backupDir, ...extra] = positional;
  if (!backupDir) throw new UsageError('Name the backup folder to restore.');
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  const value = (name: string) => (typeof options[name] === 'string' ? (options[name] as string) : undefined);
  if (value('into') && (value('data-dir') || value('content-dir'))) throw new UsageError('--into names both folders; give it or --data-dir/--content-dir, not both.');
  return {
    backupDir: path.resolve(backupDir),
    into: value('into'),
    dataDir: value('data-dir'),
    contentDir: value('content-dir'),
    database: value('database'),
    force: options.force === true,
    check: options.check === true,
  };
}

/** The targets: the options given, else the server's own settings (`.env` included). */
export function restoreTargets(args: RestoreArgs, env: NodeJS.ProcessEnv, dialect: 'sqlite' | 'postgres'): RestoreTargets {
  const config = loadConfig(env, { sessionSecret: 'not-used-by-commands' });
  if (args.into) {
    const into = path.resolve(args.into);
    const dataDir = path.join(into, 'data');
    // The site's own DATABASE_URL is never the default target of a restore into a fresh folder.
    if (dialect === 'postgres' && !args.database) throw new UsageError('A PostgreSQL backup restored --into a folder needs --database URL (an empty database, e.g. made with createdb).');
    const databaseUrl = args.database ?? `sqlite:${path.join(dataDir, 'site.db')}`;
    return { dataDir, contentDir: path.join(into, 'content'), databaseUrl };
  }
  return {
    dataDir: args.dataDir ? path.resolve(args.dataDir) : config.dataDir,
    contentDir: args.contentDir ? path.resolve(args.contentDir) : config.contentDir,
    databaseUrl: args.database ?? config.databaseUrl,
  };
}

async function main(argv: string[]): Promise<number> {
  const read = readArgs(argv, parseRestoreArgs, usage, { helpWhenEmpty: true });
  if ('code' in read) return read.code;
  const { args } = read;
  const say = (line: string) => process.stderr.write(`${line}\n`);
  try {
    const manifest = readManifest(args.backupDir);
    if (args.check) {
      const problems = await verifyFiles(args.backupDir, manifest);
      if (problems.length > 0) {
        say(`The backup is damaged:\n  ${problems.join('\n  ')}`);
        return 1;
      }
      say(`The backup is whole: ${manifest.files.length} files, ${describeBytes(manifest.totalBytes)}, ${manifest.database.dialect} database as of ${manifest.startedAt}.`);
      return 0;
    }
    const envFile = loadEnv();
    if (!args.into && !args.database && envFile.overridden.includes('DATABASE_URL')) {
      say('DATABASE_URL in the environment differs from the one in .env: name the target with --database (or unset one of them).');
      return 1;
    }
    const targets = restoreTargets(args, process.env, manifest.database.dialect);
    const outcome = await restoreBackup({ backupDir: args.backupDir, targets, force: args.force, say });
    for (const moved of outcome.movedAside) say(`Moved aside: ${moved.from} → ${moved.to}`);
    if (outcome.contentUnchanged) say(`The content folder ${targets.contentDir} already held the backed-up content; left as it was.`);
    const settings = [`DATABASE_URL=${describeDatabaseUrl(targets.databaseUrl)}`, `DATA_DIR=${targets.dataDir}`, `CONTENT_DIR=${targets.contentDir}`];
    process.stdout.write(
      [
        `Restored the backup of ${manifest.startedAt} (${manifest.database.dialect}, ${describeBytes(manifest.totalBytes)}).`,
        `Run the site on it with these settings (in .env or the service's environment):`,
        ...settings.map((line) => `  ${line}`),
        ...(manifest.sessionSecret === 'environment' ? ['  SESSION_SECRET=<the same value as when the backup was made; it is not in the backup>'] : []),
        '',
      ].join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      say(`${error.message}\n\n${usage()}`);
      return 2;
    }
    if (error instanceof BackupInvalidError || error instanceof RestoreRefusedError || error instanceof PostgresToolError) {
      say(error.message);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) runCommand(main, 'Restore failed');
