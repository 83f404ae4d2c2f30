import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../db/database';
import type { Actor } from '../staff/actor';
import { appendAudit } from '../staff/audit-log';
import { isIsoDay } from '@/entities/tender/model/tender-rules';
import { isWallClockTime } from '@/shared/lib/record-schema';
import { describePlan, describeProblems, readImportFile } from '../tenders/import';
import {
  ImportFileError,
  TenderError,
  TenderImportRefusedError,
  TenderInvalidError,
  addTenderCorrigendum,
  attachTenderDocument,
  createTender,
  editTender,
  importTenders,
  setTenderOutcome,
  setTenderPublished,
  type ServiceOptions,
} from '../tenders/tender-service';
import { readArgs, runCommand, splitArgs, UsageError, withCliDatabase, writeAnswer } from './command';

/**
 * Staff publish and amend tenders without touching SQL:
 *   npm run tenders -- import FILE [--dry-run]
 *   npm run tenders -- award|cancel|reopen|unpublish|publish NUMBER
 *   npm run tenders -- publish NUMBER --openers EMAIL,EMAIL   (a tender that takes online bids)
 *   npm run tenders -- corrigendum NUMBER --text "…" [--deadline yyyy-MM-dd[THH:mm]] [--opening yyyy-MM-ddTHH:mm] [--file FILE] [--date yyyy-MM-dd]
 *   npm run tenders -- attach NUMBER FILE [--title "…"]
 *   npm run tenders -- create --file ROW.json | edit NUMBER --file CHANGES.json
 * Every command calls the tender service (`server/tenders/tender-service.ts`), as the staff desk does: the
 * rules live there, and so does the bump of the content version that makes every running server drop its
 * cached reads at once. This file only reads the command line and files, and words the answers.
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
    '  publish NUMBER [--openers EMAIL,EMAIL]',
    '                                 put it on the board; a tender that takes online bids needs its two openers (named before, or here)',
    '  corrigendum NUMBER --text "…" [--deadline yyyy-MM-dd[THH:mm]] [--opening yyyy-MM-ddTHH:mm] [--file FILE] [--date yyyy-MM-dd]',
    '                                 publish an amendment; --deadline moves the bid deadline (with its time, India time, for a',
    '                                 tender taking online bids), --opening the bid opening; --file attaches a document',
    '  (an edit never moves the deadline or the opening of a tender whose sealing is armed: a corrigendum does)',
    '  attach NUMBER FILE [--title "…"]  add a document (PDF, XLSX, DWG or ZIP, at most 20 MB)',
    '  create --file ROW.json         create one tender from a JSON object with the import\'s fields',
    '  edit NUMBER --file CHANGES.json  change the fields a JSON object names (the others stay)',
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
const VALUED = new Set(['text', 'deadline', 'opening', 'file', 'date', 'title', 'openers']);
const COMMANDS: Record<string, { positional: number; options: string[] }> = {
  import: { positional: 1, options: ['dry-run'] },
  award: { positional: 1, options: [] },
  cancel: { positional: 1, options: [] },
  reopen: { positional: 1, options: [] },
  unpublish: { positional: 1, options: [] },
  publish: { positional: 1, options: ['openers'] },
  corrigendum: { positional: 1, options: ['text', 'deadline', 'opening', 'file', 'date'] },
  attach: { positional: 2, options: ['title'] },
  create: { positional: 0, options: ['file'] },
  edit: { positional: 1, options: ['file'] },
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
  if (options.openers !== undefined && (typeof options.openers !== 'string' || options.openers.split(',').filter(Boolean).length !== 2)) {
    throw new UsageError('--openers needs two staff e-mails, comma-separated: --openers asha@example.in,ravi@example.in');
  }
  if (command === 'corrigendum' && typeof options.text !== 'string') throw new UsageError('corrigendum needs --text "what changes".');
  if ((command === 'create' || command === 'edit') && typeof options.file !== 'string') throw new UsageError(`${command} needs --file with a JSON object.`);
  if (typeof options.date === 'string' && !isIsoDay(options.date)) throw new UsageError('--date must be a date written yyyy-MM-dd.');
  // A new deadline may carry its time (India time), as `Bid_Deadline` does.
  if (typeof options.deadline === 'string' && !isIsoDay(options.deadline) && !isWallClockTime(options.deadline)) {
    throw new UsageError('--deadline must be a date written yyyy-MM-dd, or a date and time yyyy-MM-ddTHH:mm (India time).');
  }
  if (typeof options.opening === 'string' && !isWallClockTime(options.opening)) {
    throw new UsageError('--opening must be a date and time written yyyy-MM-ddTHH:mm (India time).');
  }
  return { command, positional: rest, options };
}

export interface CommandResult {
  /** Exit code: 0 done, 1 refused (bad rows, bad file, unknown tender). */
  code: number;
  output: string;
}

/** The person at the terminal, for the audit log (a container may have no name for its user). */
function cliActor(): Actor {
  let user = process.env.SUDO_USER || process.env.USER || '';
  try {
    user ||= os.userInfo().username;
  } catch {
    // No passwd entry for this uid: the environment's name, or none.
  }
  return { kind: 'cli', user: user || 'unknown' };
}

/**
 * The audit log's entry for a change made at the terminal, written in the change's transaction as the
 * desk's are: who is the OS user, and there is no client address ('').
 */
export function cliAudit(actor: Actor): Pick<ServiceOptions, 'audit'> {
  return { audit: (trx, change) => appendAudit(trx, { actor, ip: '', ...change }) };
}

/** A JSON object from `file` (create and edit). */
function readJsonObject(file: string): Record<string, unknown> {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    throw new ImportFileError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new ImportFileError(`${file} must hold one JSON object of tender fields.`);
  return json as Record<string, unknown>;
}

/** The staff ids of two e-mails (`--openers`); an unknown one is refused by name. */
async function staffIdsOf(database: Database, emails: string[]): Promise<[number, number]> {
  const ids: number[] = [];
  for (const email of emails.map((value) => value.trim().toLowerCase())) {
    const row = await database.db.selectFrom('staff').select('id').where('email', '=', email).executeTakeFirst();
    if (!row) throw new TenderInvalidError(`--openers: no staff member has the e-mail ${email}.`);
    ids.push(row.id);
  }
  return ids as [number, number];
}

/**
 * Runs one command on `database` through the tender service as `actor` (the OS user by default);
 * `service.audit` is handed to the service, which calls it inside the change's transaction: by default it
 * writes the audit log as `actor`, so a change made here is in the log as one made at the desk is.
 */
export async function runTendersCommand(
  database: Database,
  args: TendersArgs,
  now: Date = new Date(),
  actor: Actor = cliActor(),
  service: Pick<ServiceOptions, 'audit' | 'publicUrl'> = cliAudit(actor),
): Promise<CommandResult> {
  const { db } = database;
  const options: ServiceOptions = { ...service, now };
  const [first, second] = args.positional;
  const text = (name: string) => (typeof args.options[name] === 'string' ? (args.options[name] as string) : '');
  try {
    switch (args.command) {
      case 'import': {
        const { counts, plan, applied } = await importTenders(db, actor, { records: readImportFile(first), dryRun: Boolean(args.options['dry-run']) }, options);
        const summary = `${counts.create} to create, ${counts.update} to update, ${counts.unchanged} unchanged`;
        const detail = describePlan(plan);
        if (!applied) return { code: 0, output: `Dry run (nothing written): ${summary}.${detail ? `\n${detail}` : ''}` };
        if (counts.create + counts.update === 0) return { code: 0, output: `Nothing to change: ${summary}.` };
        return { code: 0, output: `Imported: ${applied.created} created, ${applied.updated} updated, ${counts.unchanged} unchanged.${detail ? `\n${detail}` : ''}` };
      }
      case 'award':
      case 'cancel':
      case 'reopen': {
        const { outcome } = await setTenderOutcome(db, actor, { tenderNo: first, action: args.command }, options);
        return { code: 0, output: outcome ? `Tender ${first} is now ${outcome.toLowerCase()}.` : `Tender ${first} follows its dates again.` };
      }
      case 'unpublish':
      case 'publish': {
        const openers = text('openers') ? await staffIdsOf(database, text('openers').split(',')) : undefined;
        await setTenderPublished(db, actor, { tenderNo: first, published: args.command === 'publish', openers }, options);
        return { code: 0, output: `Tender ${first} is ${args.command === 'publish' ? 'back on' : 'off'} the board.${openers ? ` Its openers: ${text('openers')}.` : ''}` };
      }
      case 'corrigendum': {
        const file = text('file');
        const deadline = text('deadline');
        const opening = text('opening');
        try {
          const { corrigendumId } = await addTenderCorrigendum(
            db,
            actor,
            {
              tenderNo: first,
              text: text('text'),
              newDeadline: deadline,
              newOpening: opening,
              date: text('date'),
              file: file ? { fileName: path.basename(file), data: readFileSync(file) } : null,
            },
            options,
          );
          const moved = [deadline ? `bid deadline now ${deadline}` : '', opening ? `bid opening now ${opening}` : ''].filter(Boolean).join(', ');
          return { code: 0, output: `Corrigendum ${corrigendumId} published on tender ${first}${moved ? `; ${moved}` : ''}.` };
        } catch (error) {
          // Worded for the command line: the option, not the desk's field.
          if (error instanceof TenderInvalidError && error.fields.newDeadline) return { code: 1, output: `--deadline ${deadline} ${error.fields.newDeadline}.` };
          if (error instanceof TenderInvalidError && error.fields.newOpening) return { code: 1, output: `--opening ${opening} ${error.fields.newOpening}.` };
          throw error;
        }
      }
      case 'attach': {
        const { documentId } = await attachTenderDocument(
          db,
          actor,
          { tenderNo: first, title: text('title'), file: { fileName: path.basename(second), data: readFileSync(second) } },
          options,
        );
        return { code: 0, output: `Document ${documentId} attached to tender ${first}.` };
      }
      case 'create': {
        const { tenderNo, id } = await createTender(db, actor, { values: readJsonObject(text('file')) }, options);
        return { code: 0, output: `Tender ${tenderNo} created (id ${id}).` };
      }
      case 'edit': {
        const { fields } = await editTender(db, actor, { tenderNo: first, changes: readJsonObject(text('file')) }, options);
        return { code: 0, output: fields.length ? `Tender ${first} changed: ${fields.join(', ')}.` : `Tender ${first}: nothing to change.` };
      }
      default:
        throw new UsageError(`Unknown command "${args.command}".`);
    }
  } catch (error) {
    if (error instanceof TenderImportRefusedError) {
      return { code: 1, output: `${path.basename(first)}: ${error.message}\n${describeProblems(error.plan.problems)}` };
    }
    if (error instanceof TenderError || error instanceof ImportFileError) return { code: 1, output: error.message };
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
  return withCliDatabase(async (database, config) => {
    // The vendors' trade e-mails link to the site (`PUBLIC_URL`), as the server's would.
    const actor = cliActor();
    return writeAnswer(await runTendersCommand(database, args, new Date(), actor, { ...cliAudit(actor), publicUrl: config.publicUrl }));
  });
}

if (require.main === module) runCommand(main, 'tenders failed');
