import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { fromCsvRow } from '@/shared/lib/record-schema';
import { projectRoot } from '../config';
import type { ContentSource } from './sources';

/** A record as the sync wants it stored: its key, its content position, and its validated fields. */
export interface WantedRow {
  key: string;
  sort_order: number;
  /** The row's columns. */
  values: Record<string, unknown>;
  /** The whole validated record, `extras` included (see `ContentSource.extras`). */
  record: Record<string, unknown>;
}

export interface LoadedTable {
  source: ContentSource;
  /** The file the records came from (as shown to staff), or null when the table has no file. */
  from: string | null;
  rows: WantedRow[];
}

/** Content that breaks the format. `problems` name the file, the record and the field, one per line. */
export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.length === 1 ? problems[0] : `${problems.length} problems in the content:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ContentError';
  }
}

/** How a content file is named to the person who edits it: `content/events.json` for the default folder. */
function shown(contentDir: string, file: string): string {
  const relative = path.relative(projectRoot, path.join(contentDir, file));
  return relative.startsWith('..') ? path.join(contentDir, file) : relative;
}

interface RawList {
  from: string;
  /** "record 2" in a JSON list, "row 3" (the spreadsheet's row number, header = row 1) in a CSV file. */
  label: (index: number) => string;
  records: unknown[];
}

function readJson(contentDir: string, source: ContentSource, problems: string[]): RawList | null {
  const file = path.join(contentDir, source.file);
  if (!existsSync(file)) return null;
  const name = shown(contentDir, source.file);
  const from = source.list ? `${name} (${source.list})` : name;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`${name} is not valid JSON: ${(error as Error).message}`);
    return null;
  }
  const bare = source.bareList === true && Array.isArray(json);
  const list = source.list && !bare ? (json as Record<string, unknown> | null)?.[source.list] : json;
  if (list === undefined && source.list) return null;
  if (!Array.isArray(list)) {
    problems.push(`${from} must be a list of records.`);
    return null;
  }
  return { from: bare ? name : from, label: (index) => `record ${index + 1}`, records: source.prepare ? source.prepare(list, json) : list };
}

function readCsv(contentDir: string, source: ContentSource, problems: string[]): RawList | null {
  const file = path.join(contentDir, source.csv);
  if (!existsSync(file)) return null;
  const from = shown(contentDir, source.csv);
  let rows: Array<Record<string, string>>;
  try {
    rows = parseCsv(readFileSync(file), { bom: true, columns: true, skip_empty_lines: true, trim: false });
  } catch (error) {
    problems.push(`${from} is not a readable CSV file: ${(error as Error).message}`);
    return null;
  }
  const records = rows.map((row) => fromCsvRow(source.schema, row));
  return { from, label: (index) => `row ${index + 2}`, records: source.prepare ? source.prepare(records, null) : records };
}

function keyOf(source: ContentSource, values: Record<string, unknown>, index: number): string {
  return source.key === 'position' ? String(index + 1) : String(values[source.key]);
}

/**
 * Reads and validates one table's file (JSON, or CSV, never both). Problems are added to `problems`
 * (file, record, field); the table's rows are returned only when it has none.
 */
export function loadTable(contentDir: string, source: ContentSource, problems: string[]): LoadedTable {
  const before = problems.length;
  const json = readJson(contentDir, source, problems);
  const csv = readCsv(contentDir, source, problems);
  if (json && csv) {
    problems.push(`${csv.from} and ${json.from} both hold the ${source.table} table: keep one of them.`);
    return { source, from: null, rows: [] };
  }
  const raw = json ?? csv;
  if (!raw) return { source, from: null, rows: [] };

  const schema = source.schema.strict();
  const seen = new Map<string, number>();
  const rows: WantedRow[] = [];
  raw.records.forEach((record, index) => {
    const parsed = schema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path.length > 0 ? `field ${issue.path.join('.')}` : 'the record';
        problems.push(`${raw.from}, ${raw.label(index)}, ${field}: ${issue.message}`);
      }
      return;
    }
    const validated = parsed.data as Record<string, unknown>;
    const values = Object.fromEntries(Object.entries(validated).filter(([field]) => !source.extras?.includes(field)));
    const key = keyOf(source, values, index);
    const first = seen.get(key);
    if (first !== undefined) {
      problems.push(`${raw.from}, ${raw.label(index)}, field ${source.key}: "${key}" is already used by ${raw.label(first)}; each must be different.`);
      return;
    }
    seen.set(key, index);
    rows.push({ key, sort_order: index + 1, values, record: validated });
  });
  return { source, from: problems.length === before ? raw.from : null, rows };
}

/** Reads and validates every content file; throws one `ContentError` listing every problem found. */
export function loadContent(contentDir: string, sources: readonly ContentSource[]): LoadedTable[] {
  const problems: string[] = [];
  const tables = sources.map((source) => loadTable(contentDir, source, problems));
  if (problems.length > 0) throw new ContentError(problems);
  return tables;
}
