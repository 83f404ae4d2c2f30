/**
 * Staff apply the content folder to the site:
 *   npm run content -- sync [--dry-run]
 *   npm run content -- check
 * `sync` applies `content/` (CONTENT_DIR) to the configured database by stable keys and prints what it
 * changed; the running site shows the change within seconds, without a restart (the content version is
 * bumped and every instance drops its caches). `--dry-run` prints the same summary and writes nothing.
 * `check` only validates the files. Photos in content/uploads get their responsive variants made.
 */
import { ContentError, loadContent } from '../content/load';
import { CONTENT_SOURCES } from '../content/sources';
import { describeSync, syncContent } from '../content/sync';
import { describeImages, prepareImages } from '../content/images';
import { describeMissingTranslations, missingCaseStudyTranslations, missingTranslations } from '../content/translations';
import { loadConfig } from '../config';
import { loadEnv } from '../env';
import { openCliDatabase, SettingsError } from './database';
import { readArgs, runCommand, UsageError } from './command';

export function usage(): string {
  return [
    'Usage: npm run content -- <command> [--dry-run]',
    '',
    'Commands:',
    '  sync        apply the content folder to the site\'s database: add new records, change edited ones,',
    '              unpublish removed ones (nothing is deleted; enquiries, accounts and registrations are never touched),',
    '              and make the photo variants for content/uploads',
    '  check       only check the content files and say what is wrong, and list the Marathi texts not written yet',
    '',
    'Options:',
    '  --dry-run   show what sync would change, change nothing',
    '',
    'The database and folder are DATABASE_URL and CONTENT_DIR, read from the environment and .env as the server does.',
  ].join('\n');
}

export { UsageError };

export interface ContentArgs {
  command: 'sync' | 'check';
  dryRun: boolean;
}

export function parseContentArgs(argv: string[]): ContentArgs {
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const options = argv.filter((arg) => arg.startsWith('--'));
  const unknown = options.find((option) => option !== '--dry-run');
  if (unknown) throw new UsageError(`Unknown option ${unknown}.`);
  const [command, ...extra] = positional;
  if (!command) throw new UsageError('Name a command: sync or check.');
  if (command !== 'sync' && command !== 'check') throw new UsageError(`Unknown command "${command}".`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (command === 'check' && options.length > 0) throw new UsageError('check takes no options.');
  return { command, dryRun: options.includes('--dry-run') };
}

const write = (line: string) => process.stdout.write(`${line}\n`);
const complain = (line: string) => process.stderr.write(`${line}\n`);

/** The command itself, given its arguments: writes to stdout and stderr and answers the exit code. */
export async function main(argv: string[]): Promise<number> {
  const read = readArgs(argv, parseContentArgs, usage);
  if ('code' in read) return read.code;
  const { args } = read;
  try {
    if (args.command === 'check') {
      loadEnv();
      const { contentDir } = loadConfig(process.env, { sessionSecret: 'not-used-by-commands' });
      const tables = loadContent(contentDir, CONTENT_SOURCES);
      write(`Content is valid: ${tables.filter((table) => table.from).length} tables, ${tables.reduce((sum, table) => sum + table.rows.length, 0)} records.`);
      // Missing Marathi texts are listed, never an error (`npm run lint` runs this check): the English is shown for them.
      for (const line of describeMissingTranslations([...missingTranslations(tables), ...missingCaseStudyTranslations(contentDir)])) write(line);
      return 0;
    }
    const { config, database, described } = await openCliDatabase();
    complain(described);
    try {
      const report = await syncContent(database, config.contentDir, { dryRun: args.dryRun });
      write(describeSync(report));
      const images = await prepareImages(config, { dryRun: args.dryRun });
      write(describeImages(images, args.dryRun));
    } finally {
      await database.close();
    }
    return 0;
  } catch (error) {
    if (error instanceof ContentError) {
      complain(`The content was not applied; nothing changed.\n${error.message}`);
      return 1;
    }
    if (error instanceof SettingsError) {
      complain(error.message);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) runCommand(main, 'Content sync failed');
