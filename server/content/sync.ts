import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { bumpContentVersion } from './version';
import { loadContent, type LoadedTable, type WantedRow } from './load';
import { CONTENT_SOURCES, type ContentSource } from './sources';

/** What a sync did (or, with `dryRun`, would do) to one table. Lists hold the records' stable keys. */
export interface TableReport {
  table: string;
  /** The file the table came from; null when there is none (the table is left as it is). */
  from: string | null;
  inserted: string[];
  updated: Array<{ key: string; fields: string[] }>;
  /** Records no longer in the content: kept in the database, no longer shown. */
  unpublished: string[];
  /** True when records kept their content but moved in the list. */
  reordered: boolean;
  /** Why the table was not compared, when it was not. */
  skipped?: string;
  /** Record names for people (`EventName`, …) by key, for the summary; only for tables with a title field. */
  titles?: Record<string, string>;
}

export interface SyncReport {
  dryRun: boolean;
  tables: TableReport[];
  /** True when the database changed (or, with `dryRun`, would change). */
  changed: boolean;
  /** The content version after the sync (bumped when something changed); null on a dry run. */
  version: number | null;
}

export interface SyncOptions {
  /** Compute and report the changes, write nothing. */
  dryRun?: boolean;
  /** The tables to sync (default: every entry of `CONTENT_SOURCES`). */
  sources?: readonly ContentSource[];
}

type Row = Record<string, unknown>;
// The table is chosen at run time from CONTENT_SOURCES, so queries here are typed loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LooseDb = Kysely<any>;

/** Equal as stored: 1 and '1' are the same (PostgreSQL and SQLite give numbers back differently). */
function same(stored: unknown, wanted: unknown): boolean {
  if (stored === wanted) return true;
  if (stored === null || stored === undefined || wanted === null || wanted === undefined) return false;
  return String(stored) === String(wanted);
}

interface Plan {
  report: TableReport;
  /** Row updates by current `sort_order` (the primary key): the columns to set, `sort_order` included. */
  updates: Array<{ at: number; set: Row }>;
  inserts: Row[];
}

function plan(loaded: LoadedTable, existing: Row[]): Plan {
  const { source, rows: wanted } = loaded;
  const report: TableReport = { table: source.table, from: loaded.from, inserted: [], updated: [], unpublished: [], reordered: false };
  const byKey = new Map<string, Row>();
  for (const row of existing) {
    const key = row.content_key;
    if (typeof key === 'string' && !byKey.has(key)) byKey.set(key, row);
  }
  const matched = new Set<Row>();
  const updates: Plan['updates'] = [];
  const inserts: Row[] = [];

  for (const want of wanted) {
    const row = byKey.get(want.key);
    if (!row) {
      report.inserted.push(want.key);
      inserts.push({ ...want.values, content_key: want.key, sort_order: want.sort_order });
      continue;
    }
    matched.add(row);
    const fields = Object.keys(want.values).filter((field) => !same(row[field], want.values[field]));
    if (fields.length > 0) report.updated.push({ key: want.key, fields });
    const set: Row = Object.fromEntries(fields.map((field) => [field, want.values[field]]));
    if (Number(row.sort_order) !== want.sort_order) set.sort_order = want.sort_order;
    if (Object.keys(set).length > 0) updates.push({ at: Number(row.sort_order), set });
  }

  // Records no longer in the content (or a second row with a key already taken) stay, unpublished, after the list.
  let next = wanted.length;
  for (const row of existing) {
    if (matched.has(row)) continue;
    next += 1;
    const set: Row = {};
    if (Number(row.Published) !== 0) {
      set.Published = 0;
      report.unpublished.push(String(row.content_key ?? `(row ${String(row.sort_order)})`));
    }
    if (Number(row.sort_order) !== next) set.sort_order = next;
    if (Object.keys(set).length > 0) updates.push({ at: Number(row.sort_order), set });
  }

  const before = existing.filter((row) => matched.has(row)).map((row) => row.content_key);
  const after = wanted.filter((want) => byKey.has(want.key)).map((want) => want.key);
  report.reordered = before.some((key, index) => key !== after[index]);
  if (source.title) {
    const titles: Record<string, string> = {};
    for (const want of wanted) titles[want.key] = String(want.values[source.title] ?? '');
    for (const row of existing) if (typeof row.content_key === 'string' && !(row.content_key in titles)) titles[row.content_key] = String(row[source.title] ?? '');
    report.titles = titles;
  }
  return { report, updates, inserts };
}

async function apply(trx: Transaction<DB>, table: string, { updates, inserts }: Plan): Promise<void> {
  const db = trx as unknown as LooseDb;
  // `sort_order` is the primary key: rows that move are first parked on negative numbers, so no
  // two rows ever hold the same position half-way through.
  const moving = updates.filter((update) => update.set.sort_order !== undefined);
  for (const update of moving) {
    await db.updateTable(table).set({ sort_order: -update.at }).where('sort_order', '=', update.at).execute();
  }
  for (const update of updates) {
    const at = update.set.sort_order !== undefined ? -update.at : update.at;
    await db.updateTable(table).set(update.set).where('sort_order', '=', at).execute();
  }
  for (let start = 0; start < inserts.length; start += 100) {
    await db.insertInto(table).values(inserts.slice(start, start + 100)).execute();
  }
}

const touched = (report: TableReport) =>
  report.inserted.length > 0 || report.updated.length > 0 || report.unpublished.length > 0 || report.reordered;

/**
 * Applies the `content/` folder to the database by stable keys, in one transaction: new records are
 * inserted, changed ones updated, removed ones unpublished (never deleted). Submissions, accounts and
 * registrations are never read or written. Running it twice changes nothing the second time. Content
 * that breaks the format throws a `ContentError` (file, record, field) before anything is written.
 * When something changed, the content version is bumped so every instance drops its caches.
 */
export async function syncContent(database: Database, contentDir: string, options: SyncOptions = {}): Promise<SyncReport> {
  const loaded = loadContent(contentDir, options.sources ?? CONTENT_SOURCES);
  const dryRun = options.dryRun === true;
  let positionsMoved = false;

  const tables = await database.db.transaction().execute(async (trx) => {
    const db = trx as unknown as LooseDb;
    // Two syncs at once (a restart while staff run the command, two instances starting) take turns:
    // touching the content version row first takes the write lock on SQLite and a row lock on
    // PostgreSQL, so the second one reads what the first one wrote.
    await trx.updateTable('content_version').set({ id: 1 }).where('id', '=', 1).execute();
    const reports: TableReport[] = [];
    const seeded = new Set((await trx.selectFrom('seed_runs').select('table_name').execute()).map((row) => row.table_name));
    for (const table of loaded) {
      const { source } = table;
      if (!table.from) {
        reports.push({ table: source.table, from: null, inserted: [], updated: [], unpublished: [], reordered: false, skipped: 'no content file; left as it is' });
        continue;
      }
      const existing: Row[] = await db.selectFrom(source.table).selectAll().orderBy('sort_order').execute();
      if (source.mode === 'seed-once' && (seeded.has(source.table) || existing.length > 0)) {
        reports.push({ table: source.table, from: table.from, inserted: [], updated: [], unpublished: [], reordered: false, skipped: 'filled once; kept up to date by its own command' });
        continue;
      }
      const planned = plan(table, existing);
      reports.push(planned.report);
      if (planned.updates.some((update) => update.set.sort_order !== undefined)) positionsMoved = true;
      if (dryRun) continue;
      await apply(trx, source.table, planned);
      if (source.mode === 'seed-once') {
        await source.afterSeed?.(trx, contentDir, table.rows.map((row) => row.record));
        await trx
          .insertInto('seed_runs')
          .values({ table_name: source.table, seeded_at: new Date().toISOString(), row_count: table.rows.length })
          .onConflict((conflict) => conflict.doNothing())
          .execute();
      }
    }
    return reports;
  });

  const changed = tables.some(touched) || positionsMoved;
  const version = !dryRun && changed ? await bumpContentVersion(database) : null;
  return { dryRun, tables, changed, version };
}

/** The summary staff read: one line per table that changed, then the totals. */
export function describeSync(report: SyncReport): string {
  const lines: string[] = [];
  const verb = report.dryRun ? { add: 'would add', change: 'would change', hide: 'would unpublish', order: 'would reorder' } : { add: 'added', change: 'changed', hide: 'unpublished', order: 'reordered' };
  for (const table of report.tables) {
    if (!touched(table)) continue;
    const name = (key: string) => (table.titles?.[key] ? `${key} (${table.titles[key]})` : key);
    lines.push(`${table.table} (${table.from}):`);
    for (const key of table.inserted) lines.push(`  + ${verb.add} ${name(key)}`);
    for (const { key, fields } of table.updated) lines.push(`  ~ ${verb.change} ${name(key)}: ${fields.join(', ')}`);
    for (const key of table.unpublished) lines.push(`  - ${verb.hide} ${name(key)}`);
    if (table.reordered) lines.push(`  ↕ ${verb.order} the list`);
  }
  const sum = (pick: (table: TableReport) => number) => report.tables.reduce((total, table) => total + pick(table), 0);
  const totals = `${sum((t) => t.inserted.length)} added, ${sum((t) => t.updated.length)} changed, ${sum((t) => t.unpublished.length)} unpublished`;
  if (!report.changed) lines.push(`Content is up to date: nothing to change (${report.tables.filter((t) => t.from).length} tables checked).`);
  else if (report.dryRun) lines.push(`Dry run: ${totals}. Nothing was written; run without --dry-run to apply.`);
  else lines.push(`Synced: ${totals}. Content version ${report.version}.`);
  return lines.join('\n');
}

/** Counts for a log line: `{ table: { inserted, updated, unpublished } }` for tables that changed. */
export function syncSummary(report: SyncReport): Record<string, { inserted: number; updated: number; unpublished: number; reordered: boolean }> {
  return Object.fromEntries(
    report.tables
      .filter(touched)
      .map((table) => [table.table, { inserted: table.inserted.length, updated: table.updated.length, unpublished: table.unpublished.length, reordered: table.reordered }]),
  );
}

export type { WantedRow };
