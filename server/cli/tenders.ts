import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database';
import { bumpContentVersion } from '../content/version';
import { dayIn, isIsoDay } from '@/entities/tender/model/tender-rules';
import { DocumentError } from '../tenders/documents';
import { ImportFileError, applyImport, describePlan, describeProblems, planImport, readImportFile } from '../tenders/import';
import { TenderNotFoundError, addCorrigendum, attachDocument, setOutcome, setPublished } from '../tenders/store';
import { readArgs, runCommand, splitArgs, UsageError, withCliDatabase } from './command';

/**
 * Staff publish and amend tenders without touching SQL:
 *   npm run tenders -- import FILE [--dry-run]
 *   npm run tenders -- award|cancel|reopen|unpublish|publish NUMBER
 *   npm run tenders -- corrigendum NUMBER --text "…" [--deadline yyyy-MM-dd] [--file FILE] [--date yyyy-MM-dd]
 *   npm run tenders -- attach NUMBER FILE [--title "…"]
 * Every change bumps the content version, so every running server drops its cached reads at once.
 */

export function usage(): string {
  return [
    'Usage: npm run tenders -- <command> …',
    '',
    'Commands:',
    '  import FILE [--dry-run]        create or update tenders from a CSV or JSON file (by TenderNo); --dry-run only shows what would change',
    '  award NUMBER                   record that the tender was awarded (it stops taking applications)',
    '  cancel NUMBER                  record that the tender was cancelled',
    '  reopen NUMBER                  undo award/cancel: the tender follows its dates again',
    '  unpublish NUMBER               take the tender off the board (publish NUMBER puts it back)',
    '  corrigendum NUMBER --text "…" [--deadline yyyy-MM-dd] [--file FILE] [--date yyyy-MM-dd]',
    '                                 publish an amendment; --deadline moves the bid deadline; --file attaches a document',
    '  attach NUMBER FILE [--title "…"]  add a document (PDF, XLSX, DWG or ZIP, at most 20 MB)',
    '',
    'The database is DATABASE_URL, as for the server (default sqlite:data/site.db). See docs/tenders.md.',
  ].join('\n');
}

export { UsageError };

export interface TendersArgs {
  command: string;
  positional: string[];
  options: Record<string, string | true>;
}

const FLAGS = new Set(['dry-run']);
const VALUED = new Set(['text', 'deadline', 'file', 'date', 'title']);
const COMMANDS: Record<string, { positional: number; options: string[] }> = {
  import: { positional: 1, options: ['dry-run'] },
  award: { positional: 1, options: [] },
  cancel: { positional: 1, options: [] },
  reopen: { positional: 1, options: [] },
  unpublish: { positional: 1, options: [] },
  publish: { positional: 1, options: [] },
  corrigendum: { positional: 1, options: ['text', 'deadline', 'file', 'date'] },
  attach: { positional: 2, options: ['title'] },
};

export function parseTendersArgs(argv: string[]): TendersArgs {
  const { positional, options } = splitArgs(argv, { valued: VALUED, flags: FLAGS });
  const [command, ...rest] = positional;
  if (!command) throw new UsageError('Name a command.');
  const spec = COMMANDS[command];
  if (!spec) throw new UsageError(`Unknown command "${command}". Known: ${Object.keys(COMMANDS).join(', ')}.`);
  if (rest.length < spec.positional) throw new UsageError(`${command} needs ${spec.positional === 2 ? 'a tender number and a file' : command === 'import' ? 'a file' : 'a tender number'}.`);
  if (rest.length > spec.positional) throw new UsageError(`Unexpected argument "${rest[spec.positional]}".`);
  for (const name of Object.keys(options)) {
    if (!spec.options.includes(name)) throw new UsageError(`${command} takes no --${name}.`);
  }
  if (command === 'corrigendum' && typeof options.text !== 'string') throw new UsageError('corrigendum needs --text "what changes".');
  for (const name of ['deadline', 'date']) {
    if (typeof options[name] === 'string' && !isIsoDay(options[name])) throw new UsageError(`--${name} must be a date written yyyy-MM-dd.`);
  }
  return { command, positional: rest, options };
}

export interface CommandResult {
  /** Exit code: 0 done, 1 refused (bad rows, bad file, unknown tender). */
  code: number;
  output: string;
}

/** Runs one command on `database`; bumps the content version when it changed anything. */
export async function runTendersCommand(database: Database, args: TendersArgs, now: Date = new Date()): Promise<CommandResult> {
  const { db } = database;
  const [first, second] = args.positional;
  const changed = async (output: string): Promise<CommandResult> => {
    await bumpContentVersion(database);
    return { code: 0, output };
  };
  try {
    switch (args.command) {
      case 'import': {
        const plan = await planImport(db, readImportFile(first));
        const counts = { create: 0, update: 0, unchanged: 0 };
        for (const entry of plan.entries) counts[entry.action] += 1;
        if (plan.problems.length) {
          return {
            code: 1,
            output: `${path.basename(first)}: ${plan.problems.length} problem(s); nothing was imported.\n${describeProblems(plan.problems)}`,
          };
        }
        const summary = `${counts.create} to create, ${counts.update} to update, ${counts.unchanged} unchanged`;
        const detail = describePlan(plan);
        if (args.options['dry-run']) return { code: 0, output: `Dry run (nothing written): ${summary}.${detail ? `\n${detail}` : ''}` };
        if (counts.create + counts.update === 0) return { code: 0, output: `Nothing to change: ${summary}.` };
        const result = await applyImport(db, plan, now);
        return changed(`Imported: ${result.created} created, ${result.updated} updated, ${counts.unchanged} unchanged.${detail ? `\n${detail}` : ''}`);
      }
      case 'award':
      case 'cancel':
      case 'reopen': {
        const outcome = args.command === 'award' ? 'Awarded' : args.command === 'cancel' ? 'Cancelled' : '';
        await setOutcome(db, first, outcome, now);
        return changed(outcome ? `Tender ${first} is now ${outcome.toLowerCase()}.` : `Tender ${first} follows its dates again.`);
      }
      case 'unpublish':
      case 'publish':
        await setPublished(db, first, args.command === 'publish');
        return changed(`Tender ${first} is ${args.command === 'publish' ? 'back on' : 'off'} the board.`);
      case 'corrigendum': {
        const tender = await db.selectFrom('tenders').select(['TenderDate']).where('TenderNo', '=', first).executeTakeFirst();
        if (!tender) throw new TenderNotFoundError(first);
        const deadline = typeof args.options.deadline === 'string' ? args.options.deadline : '';
        if (deadline && deadline < tender.TenderDate) return { code: 1, output: `--deadline ${deadline} is before the tender was published (${tender.TenderDate}).` };
        const date = typeof args.options.date === 'string' ? args.options.date : dayIn(now);
        const file = typeof args.options.file === 'string' ? args.options.file : '';
        const id = await db.transaction().execute(async (trx) => {
          const documentId = file
            ? await attachDocument(trx, { tenderNo: first, title: `Corrigendum of ${date}`, fileName: path.basename(file), data: readFileSync(file), now })
            : null;
          return addCorrigendum(trx, { tenderNo: first, date, text: String(args.options.text), newDeadline: deadline, documentId, now });
        });
        return changed(`Corrigendum ${id} published on tender ${first}${deadline ? `; bid deadline now ${deadline}` : ''}.`);
      }
      case 'attach': {
        const title = typeof args.options.title === 'string' ? args.options.title : '';
        const id = await attachDocument(db, { tenderNo: first, title, fileName: path.basename(second), data: readFileSync(second), now });
        return changed(`Document ${id} attached to tender ${first}.`);
      }
      default:
        throw new UsageError(`Unknown command "${args.command}".`);
    }
  } catch (error) {
    if (error instanceof TenderNotFoundError || error instanceof DocumentError || error instanceof ImportFileError) return { code: 1, output: error.message };
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { code: 1, output: `File not found: ${(error as NodeJS.ErrnoException).path}` };
    throw error;
  }
}

async function main(argv: string[]): Promise<number> {
  const read = readArgs(argv, parseTendersArgs, usage, { helpWhenEmpty: true });
  if ('code' in read) return read.code;
  const { args } = read;
  // The database is the one the site uses (`.env` included); a missing SQLite file is refused, never
  // created (cli/database.ts).
  return withCliDatabase(async (database) => {
    const result = await runTendersCommand(database, args);
    (result.code === 0 ? process.stdout : process.stderr).write(`${result.output}\n`);
    return result.code;
  });
}

if (require.main === module) runCommand(main, 'tenders failed');
