import { once } from 'node:events';
import { createWriteStream, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { exporters, type ExportQuery } from './exporters';
import { csvFormat, jsonFormat, safeFileName } from './export-format';
import { Progress } from './progress';
import { readArgs, runCommand, splitArgs, UsageError, withCliDatabase } from './command';
import type { Database } from '../db/database';

/**
 * Staff read the submissions:
 *   npm run export -- <kind> [--format csv|json] [--since DATE] [--out FILE] [--files DIR]
 * Reads the database the server uses (DATABASE_URL from the environment or `.env`) and streams CSV
 * (default) or JSON to FILE or standard output, a page of rows at a time: memory stays flat however
 * many records there are. Progress goes to stderr. `--files DIR` also writes each record's file
 * (career resumes) into DIR.
 */

export interface ExportArgs {
  kind: string;
  format: 'csv' | 'json';
  since?: string;
  out?: string;
  filesDir?: string;
}

export function usage(): string {
  const kinds = Object.entries(exporters)
    .map(([kind, exporter]) => `  ${kind.padEnd(22)} ${exporter.description}`)
    .join('\n');
  return [
    'Usage: npm run export -- <kind> [--format csv|json] [--since DATE] [--out FILE] [--files DIR]',
    '',
    'Kinds:',
    kinds,
    '',
    'Options:',
    '  --format csv|json   output format (default csv)',
    '  --since DATE        only records created on or after DATE: 2026-01-31 (midnight UTC) or 2026-01-31T09:00+05:30',
    '  --out FILE          write to FILE instead of standard output',
    '  --files DIR         also write attached files (resumes) into DIR; --resumes DIR is the same',
    '',
    'The database is DATABASE_URL, read from the environment or .env as the server does (default sqlite:data/site.db).',
  ].join('\n');
}

export { UsageError };

const SINCE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A `--since` value as an ISO instant: a real calendar date (`2026-02-30` is refused, not rolled into
 * March), optionally with a time and offset (no offset: UTC). Returns null for anything else.
 */
function parseSince(value: string): string | null {
  const match = SINCE.exec(value.trim());
  if (!match) return null;
  const [, year, month, day, hour = '00', minute = '00', second = '00', zone] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (zone && zone !== 'Z' && (Number(zone.slice(1, 3)) > 14 || Number(zone.slice(4)) > 59)) return null;
  const time = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}${zone ?? 'Z'}`);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

const EXPORT_OPTIONS = new Set(['format', 'since', 'out', 'files', 'resumes']);

export function parseExportArgs(argv: string[]): ExportArgs {
  const { positional, options: parsed } = splitArgs(argv, { valued: EXPORT_OPTIONS });
  // `--resumes` is the older name of `--files`.
  const { resumes, ...given } = parsed as Record<string, string>;
  const options: Record<string, string> = resumes === undefined ? given : { files: resumes, ...given };
  const [kind, ...extra] = positional;
  if (!kind) throw new UsageError('Name what to export.');
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (!(kind in exporters)) throw new UsageError(`Unknown kind "${kind}". Known: ${Object.keys(exporters).join(', ')}.`);
  const format = options.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json.');
  let since: string | undefined;
  if (options.since !== undefined) {
    since = parseSince(options.since) ?? undefined;
    if (!since) throw new UsageError(`--since "${options.since}" is not a real date (write it 2026-01-31, or 2026-01-31T09:00+05:30).`);
  }
  if (options.files !== undefined && !exporters[kind].file) {
    const withFiles = Object.keys(exporters).filter((name) => exporters[name].file);
    throw new UsageError(`${kind} have no attached files, so --files does not apply (it does for: ${withFiles.join(', ')}).`);
  }
  return { kind, format, since, out: options.out, filesDir: options.files };
}

export interface ExportResult {
  rows: number;
  files: string[];
}

/** Writes `text` and waits when the destination asks to (a slow disk or pipe never fills memory). */
async function put(out: Writable, text: string): Promise<void> {
  if (text !== '' && !out.write(text)) await once(out, 'drain');
}

/**
 * Streams the records of `args.kind` to `out`, a page at a time (and writes their files when asked).
 * `progress` hears every row.
 */
async function runExport(db: Kysely<DB>, args: ExportArgs, out: Writable, progress?: Progress): Promise<ExportResult> {
  const exporter = exporters[args.kind];
  const query: ExportQuery = { since: args.since };
  const format = args.format === 'json' ? jsonFormat : csvFormat;
  const withFiles = Boolean(args.filesDir && exporter.file);
  const columns = withFiles ? [...exporter.columns, 'file'] : exporter.columns;
  const written: string[] = [];
  if (withFiles) mkdirSync(args.filesDir!, { recursive: true });

  await put(out, format.start(columns));
  let count = 0;
  let buffer = '';
  for await (const row of exporter.rows(db, query)) {
    if (withFiles) {
      const file = await exporter.file!(db, Number(row.id));
      if (file) {
        const name = safeFileName(row.id ?? count, file.name);
        writeFileSync(path.join(args.filesDir!, name), file.data);
        written.push(name);
        row.file = name;
      }
    }
    buffer += format.row(columns, row, count);
    count += 1;
    progress?.tick();
    if (buffer.length >= 64 * 1024) {
      await put(out, buffer);
      buffer = '';
    }
  }
  await put(out, buffer + format.end(count));
  return { rows: count, files: written };
}

/** The whole export as text: for tests and small callers (the CLI streams instead). */
export async function exportToText(db: Kysely<DB>, args: ExportArgs): Promise<ExportResult & { content: string }> {
  const chunks: string[] = [];
  const out = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const result = await runExport(db, args, out);
  return { ...result, content: chunks.join('') };
}

async function main(argv: string[]): Promise<number> {
  const read = readArgs(argv, parseExportArgs, usage);
  if ('code' in read) return read.code;
  const { args } = read;
  return withCliDatabase((database) => exportToFile(database, args));
}

async function exportToFile(database: Database, args: ExportArgs): Promise<number> {
  // A file is written beside its final name and renamed at the end: a failed export leaves no half file.
  const target = args.out ? path.resolve(args.out) : null;
  const partial = target ? `${target}.part` : null;
  try {
    const total = await exporters[args.kind].count(database.db, { since: args.since });
    const progress = new Progress(`Exporting ${args.kind}`, total);
    let out: Writable = process.stdout;
    if (partial) {
      mkdirSync(path.dirname(partial), { recursive: true });
      out = createWriteStream(partial);
    }
    const result = await runExport(database.db, args, out, progress);
    if (partial && target) {
      out.end();
      await once(out, 'finish');
      renameSync(partial, target);
    }
    progress.finish();
    const files = args.filesDir ? `, ${result.files.length} file(s) in ${args.filesDir}` : '';
    process.stderr.write(`Exported ${result.rows} ${args.kind}${args.out ? ` to ${args.out}` : ''}${files}.\n`);
    return 0;
  } catch (error) {
    if (partial) rmSync(partial, { force: true });
    throw error;
  }
}

if (require.main === module) runCommand(main, 'Export failed');
