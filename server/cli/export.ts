import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { exporters, type ExportQuery } from './exporters';
import { safeFileName, toCsv, toJson } from './export-format';

/**
 * Staff read the submissions:
 *   npm run export -- <kind> [--format csv|json] [--since DATE] [--out FILE] [--files DIR]
 * Reads the database named by DATABASE_URL (as the server does) and writes CSV (default) or JSON to
 * FILE or standard output. `--files DIR` also writes each record's files (career resumes) into DIR.
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
    'The database is DATABASE_URL, as for the server (default sqlite:data/site.db).',
  ].join('\n');
}

export class UsageError extends Error {}

export function parseExportArgs(argv: string[]): ExportArgs {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    const value = inline ?? argv[(index += 1)];
    if (!['format', 'since', 'out', 'files', 'resumes'].includes(name)) throw new UsageError(`Unknown option --${name}.`);
    if (value === undefined || value === '') throw new UsageError(`--${name} needs a value.`);
    options[name === 'resumes' ? 'files' : name] = value;
  }
  const [kind, ...extra] = positional;
  if (!kind) throw new UsageError('Name what to export.');
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (!(kind in exporters)) throw new UsageError(`Unknown kind "${kind}". Known: ${Object.keys(exporters).join(', ')}.`);
  const format = options.format ?? 'csv';
  if (format !== 'csv' && format !== 'json') throw new UsageError('--format must be csv or json.');
  let since: string | undefined;
  if (options.since !== undefined) {
    const time = Date.parse(options.since);
    if (Number.isNaN(time)) throw new UsageError(`--since "${options.since}" is not a date (try 2026-01-31).`);
    since = new Date(time).toISOString();
  }
  return { kind, format, since, out: options.out, filesDir: options.files };
}

export interface ExportResult {
  content: string;
  rows: number;
  files: string[];
}

/** Reads the records (and writes their files when asked) and returns the formatted export. */
export async function runExport(db: Kysely<DB>, args: ExportArgs): Promise<ExportResult> {
  const exporter = exporters[args.kind];
  const query: ExportQuery = { since: args.since };
  const rows = await exporter.rows(db, query);
  const columns = [...exporter.columns];
  const written: string[] = [];
  if (args.filesDir && exporter.files) {
    mkdirSync(args.filesDir, { recursive: true });
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for await (const file of exporter.files(db, query)) {
      const name = safeFileName(file.id, file.name);
      writeFileSync(path.join(args.filesDir, name), file.data);
      written.push(name);
      const row = byId.get(String(file.id));
      if (row) row.file = name;
    }
    columns.push('file');
  }
  const content = args.format === 'json' ? toJson(columns, rows) : toCsv(columns, rows);
  return { content, rows: rows.length, files: written };
}

async function main(argv: string[]): Promise<number> {
  if (argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${usage()}\n`);
    return 0;
  }
  let args: ExportArgs;
  try {
    args = parseExportArgs(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${usage()}\n`);
    return 2;
  }
  // Loaded here so `--help` and argument errors answer without touching the database.
  const { loadConfig } = await import('../config');
  const { openDatabase } = await import('../db/database');
  const { migrateToLatest } = await import('../db/migrate');
  const config = loadConfig(process.env, { sessionSecret: 'not-used-by-the-export' });
  const database = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(database);
    const result = await runExport(database.db, args);
    if (args.out) {
      mkdirSync(path.dirname(path.resolve(args.out)), { recursive: true });
      writeFileSync(args.out, result.content);
    } else {
      process.stdout.write(result.content);
    }
    const files = args.filesDir ? `, ${result.files.length} file(s) in ${args.filesDir}` : '';
    process.stderr.write(`Exported ${result.rows} ${args.kind}${args.out ? ` to ${args.out}` : ''}${files}.\n`);
    return 0;
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`Export failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
