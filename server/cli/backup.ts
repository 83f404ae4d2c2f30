import path from 'node:path';
import { projectRoot } from '../config';
import { describeBytes } from '../backup/manifest';
import { makeBackup, pruneBackups } from '../backup/make-backup';
import { PostgresToolError } from '../backup/postgres-tools';
import { readArgs, runCommand, splitArgs, UsageError, withCliDatabase } from './command';

/**
 * The operator's backup, while the site keeps serving:
 *   npm run backup [-- --out DIR] [--keep N]
 * Makes `DIR/site-backup-<time>/` (default DIR: `backups/` in the project) holding the database snapshot,
 * the session secret, the photo variants and the content folder, with a manifest of SHA-256 checksums
 * (`server/backup/`). Prints the folder on stdout, progress on stderr. Exit 0 done, 1 failed, 2 usage.
 */

export interface BackupArgs {
  outDir: string;
  /** Whole backups to keep in `outDir` (older ones are deleted after this one succeeds); null keeps all. */
  keep: number | null;
}

export function usage(): string {
  return [
    'Usage: npm run backup [-- --out DIR] [--keep N]',
    '',
    'Copies, while the site keeps serving, the database (SQLite online backup or pg_dump), the limit counters,',
    'the generated session secret, the photo variants and the content folder into DIR/site-backup-<time>/,',
    'with manifest.json (sizes and SHA-256 of every file). Restore it with npm run restore.',
    '',
    'Options:',
    '  --out DIR    where backups are made (default backups/ in the project)',
    '  --keep N     afterwards, delete all but the newest N backups in DIR',
    '',
    'The site is found as the server finds it: DATABASE_URL, DATA_DIR, CONTENT_DIR from the environment or .env.',
  ].join('\n');
}

export function parseBackupArgs(argv: string[]): BackupArgs {
  const { positional, options } = splitArgs(argv, { valued: new Set(['out', 'keep']) });
  if (positional.length > 0) throw new UsageError(`Unexpected argument "${positional[0]}".`);
  const keep = options.keep === undefined ? null : Number(options.keep);
  if (keep !== null && (!Number.isInteger(keep) || keep < 1)) throw new UsageError('--keep needs a whole number of backups, 1 or more.');
  return { outDir: path.resolve(typeof options.out === 'string' ? options.out : path.join(projectRoot, 'backups')), keep };
}

async function main(argv: string[]): Promise<number> {
  const read = readArgs(argv, parseBackupArgs, usage);
  if ('code' in read) return read.code;
  const { args } = read;
  const say = (line: string) => process.stderr.write(`${line}\n`);
  // The running server's schema is left as it is: a newer checkout must not migrate it from here.
  return withCliDatabase(
    async (database, config) => {
      let made: Awaited<ReturnType<typeof makeBackup>>;
      try {
        made = await makeBackup({ database, config, secretFromEnvironment: Boolean(process.env.SESSION_SECRET), outDir: args.outDir, say });
      } catch (error) {
        if (!(error instanceof PostgresToolError)) throw error;
        say(`Backup failed: ${error.message}`);
        return 1;
      }
      const { manifest } = made;
      say(`Backup complete: ${manifest.files.length} files, ${describeBytes(manifest.totalBytes)}, database as of ${manifest.startedAt}.`);
      if (manifest.sessionSecret === 'environment') say('SESSION_SECRET is set in the environment: it is not in the backup; keep it with your settings.');
      if (args.keep !== null) {
        for (const removed of pruneBackups(args.outDir, args.keep)) say(`Removed the older backup ${removed}.`);
      }
      process.stdout.write(`${made.dir}\n`);
      return 0;
    },
    { migrate: false },
  );
}

if (require.main === module) runCommand(main, 'Backup failed');
