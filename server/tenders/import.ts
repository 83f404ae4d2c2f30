import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { storedList } from '@/shared/lib/record-schema';
import { TENDER_IMPORT_FIELDS, tenderImportSchema, type TenderImportRow } from '@/entities/tender/model/tender-import';

/**
 * `npm run tenders -- import FILE`: tenders from the ERP's CSV or JSON export, checked row by row with
 * the shared schema, then created or updated by `TenderNo`. All or nothing: one bad row and nothing is
 * written, so the board never holds half an import.
 */

export interface RowProblem {
  /** 1-based data row (a CSV's header line is not counted). */
  row: number;
  tenderNo: string;
  field: string;
  message: string;
}

export interface ImportPlanEntry {
  row: number;
  tenderNo: string;
  action: 'create' | 'update' | 'unchanged';
  /** For an update: the fields whose values change. */
  fields: string[];
  values: TenderImportRow;
}

export interface ImportPlan {
  problems: RowProblem[];
  entries: ImportPlanEntry[];
}

export class ImportFileError extends Error {}

/** The records of a `.json` (a list, or `{ tenders: [...] }`) or `.csv` file (a header line with the field names). */
export function readImportFile(file: string): Array<Record<string, unknown>> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ImportFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  return parseImportText(file, text);
}

/** The records of an import file's text; `file` (its name) says how to read it, `.csv` or `.json`. An upload is read the same way. */
export function parseImportText(file: string, text: string): Array<Record<string, unknown>> {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.json') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new ImportFileError(`${file} is not valid JSON: ${(error as Error).message}`);
    }
    const list = Array.isArray(json) ? json : (json as { tenders?: unknown } | null)?.tenders;
    if (!Array.isArray(list)) throw new ImportFileError(`${file} must hold a list of tenders (or { "tenders": [...] }).`);
    return list.map((record) => (record && typeof record === 'object' ? (record as Record<string, unknown>) : { record }));
  }
  if (extension === '.csv') {
    try {
      return parse(text, { columns: true, bom: true, skip_empty_lines: true, trim: true }) as Array<Record<string, unknown>>;
    } catch (error) {
      throw new ImportFileError(`${file} is not a readable CSV file: ${(error as Error).message}`);
    }
  }
  throw new ImportFileError(`${file}: give a .csv or .json file.`);
}

const COMPARED = TENDER_IMPORT_FIELDS.filter((field) => field !== 'id');

/** Stored value of a field as the import compares it (booleans are 0/1 in the database, lists one text). */
const stored = (value: unknown) => (typeof value === 'boolean' ? (value ? 1 : 0) : Array.isArray(value) ? storedList(value as string[]) : value);

/** Checks every record and compares it with the board. Writes nothing. */
export async function planImport(db: Kysely<DB>, records: Array<Record<string, unknown>>): Promise<ImportPlan> {
  const problems: RowProblem[] = [];
  const valid: Array<{ row: number; values: TenderImportRow }> = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 1;
    const tenderNo = typeof record.TenderNo === 'string' ? record.TenderNo.trim() : '';
    const parsed = tenderImportSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push({ row, tenderNo, field: issue.path.join('.') || 'row', message: issue.message });
      return;
    }
    const first = seen.get(parsed.data.TenderNo);
    if (first) {
      problems.push({ row, tenderNo, field: 'TenderNo', message: `repeats row ${first}; each tender appears once per file` });
      return;
    }
    seen.set(parsed.data.TenderNo, row);
    if (parsed.data.id !== undefined) {
      const sameId = valid.find((entry) => entry.values.id === parsed.data.id);
      if (sameId) {
        problems.push({ row, tenderNo, field: 'id', message: `repeats the id of row ${sameId.row}` });
        return;
      }
    }
    valid.push({ row, values: parsed.data });
  });

  const existing = new Map<string, Record<string, unknown>>();
  const numbers = valid.map((entry) => entry.values.TenderNo);
  for (let start = 0; start < numbers.length; start += 200) {
    const rows = await db.selectFrom('tenders').selectAll().where('TenderNo', 'in', numbers.slice(start, start + 200)).execute();
    for (const row of rows) existing.set(row.TenderNo, row as unknown as Record<string, unknown>);
  }
  const takenIds = new Map((await db.selectFrom('tenders').select(['id', 'TenderNo']).execute()).map((row) => [row.id, row.TenderNo]));
  const entries: ImportPlanEntry[] = valid.map(({ row, values }) => {
    const current = existing.get(values.TenderNo);
    if (!current) {
      if (values.id !== undefined && takenIds.has(values.id)) {
        problems.push({ row, tenderNo: values.TenderNo, field: 'id', message: `${values.id} is already the id of tender ${takenIds.get(values.id)}` });
      }
      return { row, tenderNo: values.TenderNo, action: 'create', fields: [], values };
    }
    // A file without an Outcome or Published column keeps what staff recorded on the board.
    const fields = COMPARED.filter((field) => values[field] !== undefined && stored(values[field]) !== current[field]);
    return { row, tenderNo: values.TenderNo, action: fields.length ? 'update' : 'unchanged', fields, values };
  });
  return { problems, entries };
}

/**
 * Applies a plan without problems inside the caller's transaction (the tender service plans and applies in
 * one, so nothing can change between the two); returns how many tenders were created and updated.
 */
export async function applyImport(trx: Transaction<DB>, plan: ImportPlan, now: Date = new Date()): Promise<{ created: number; updated: number }> {
  if (plan.problems.length) throw new Error('An import with problems is never applied.');
  let created = 0;
  let updated = 0;
  const top = await trx
    .selectFrom('tenders')
    .select((eb) => [eb.fn.max('id').as('id'), eb.fn.max('sort_order').as('sort_order')])
    .executeTakeFirst();
  let nextId = Number(top?.id ?? 0) + 1;
  let nextOrder = Number(top?.sort_order ?? 0) + 1;
  for (const entry of plan.entries) {
    const { id, Published, ShowQty, Online_Bids, Outcome, Trades, ...fields } = entry.values;
    const values = { ...fields, ShowQty: ShowQty ? 1 : 0, Online_Bids: Online_Bids ? 1 : 0 };
    if (entry.action === 'create') {
      const newId = id ?? nextId;
      nextId = Math.max(nextId, newId + 1);
      await trx
        .insertInto('tenders')
        .values({
          ...values,
          Trades: storedList(Trades ?? []),
          Outcome: Outcome ?? '',
          Published: Published === false ? 0 : 1,
          id: newId,
          sort_order: nextOrder++,
          Corrigendum_Date: '',
          Changed_At: '',
        })
        .execute();
      created += 1;
    } else if (entry.action === 'update') {
      await trx
        .updateTable('tenders')
        .set({
          ...values,
          ...(Trades === undefined ? {} : { Trades: storedList(Trades) }),
          ...(Outcome === undefined ? {} : { Outcome }),
          ...(Published === undefined ? {} : { Published: Published ? 1 : 0 }),
          Changed_At: now.toISOString(),
        })
        .where('TenderNo', '=', entry.tenderNo)
        .execute();
      updated += 1;
    }
  }
  return { created, updated };
}

export function describeProblems(problems: RowProblem[]): string {
  return problems
    .sort((a, b) => a.row - b.row)
    .map((problem) => `  row ${problem.row}${problem.tenderNo ? ` (${problem.tenderNo})` : ''}, ${problem.field}: ${problem.message}`)
    .join('\n');
}

export function describePlan(plan: ImportPlan): string {
  return plan.entries
    .filter((entry) => entry.action !== 'unchanged')
    .map((entry) => `  ${entry.action === 'create' ? 'create' : 'update'} ${entry.tenderNo}${entry.fields.length ? ` (${entry.fields.join(', ')})` : ''}`)
    .join('\n');
}
