import type { AliasableExpression, Expression, ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { DB } from '../../db/schema';

export type ExportRow = Record<string, string | number | null>;

export interface ExportQuery {
  /** ISO timestamp: only records created at or after it. */
  since?: string;
}

/** A file that belongs to one exported record (a resume), written only when asked for. */
export interface ExportFile {
  /** A file name chosen by the visitor; the CLI makes it safe before writing. */
  name: string;
  data: Buffer;
}

// Exporters select from tables and joins chosen per kind; their rows are typed by the column list.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyBuilder = ExpressionBuilder<any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * One column of an export: its name in the file, and what to select for it. A bare reference
 * (`'r.tender_no'`) or an expression. The list of these is the one place an export's columns are named:
 * the query selects them and the file's header lists them, in that order.
 */
export interface ExportColumn {
  name: string;
  select?: string | ((eb: AnyBuilder) => AliasableExpression<unknown>);
}

/**
 * One kind of record staff can export. To add a kind, write `exporters/<kind>.ts` with `defineExporter`
 * and add it to the map in `exporters/index.ts`.
 */
export interface Exporter {
  /** One line for `npm run export -- --help`. */
  description: string;
  /** Column order of the CSV (and key order of the JSON). */
  columns: readonly string[];
  /** How many records the export holds (for the progress display). */
  count(db: Kysely<DB>, query: ExportQuery): Promise<number>;
  /** The records, oldest first, fetched a page at a time: memory stays flat however many there are. */
  rows(db: Kysely<DB>, query: ExportQuery): AsyncIterable<ExportRow>;
  /** A record's file, for `--files DIR`; the CLI adds a `file` column naming it. Kinds without files have none. */
  file?(db: Kysely<DB>, id: number): Promise<ExportFile | undefined>;
}

/** Rows fetched per query: small enough for flat memory, large enough that 500,000 rows take seconds. */
export const PAGE_SIZE = 2000;

export interface ExporterDefinition {
  description: string;
  columns: readonly ExportColumn[];
  /** The FROM (and joins) of the export. */
  from(db: Kysely<DB>): AnySelect;
  /** What pages are walked by: unique per row, increasing with age (e.g. `id`). */
  pageBy: string | ((eb: AnyBuilder) => AliasableExpression<unknown>);
  /** The expression `--since` compares with (default `created_at`). */
  createdAt?: string | ((eb: AnyBuilder) => Expression<unknown>);
  file?: Exporter['file'];
}

/** Builds an exporter from its one column list: the selection, the header and the paging come from it. */
export function defineExporter(definition: ExporterDefinition): Exporter {
  const selection = (eb: AnyBuilder) =>
    definition.columns.map((column) => {
      const source = column.select ?? column.name;
      const expression: AliasableExpression<unknown> = typeof source === 'string' ? eb.ref(source) : source(eb);
      return expression.as(column.name);
    });
  const filtered = (db: Kysely<DB>, { since }: ExportQuery) => {
    const createdAt = definition.createdAt ?? 'created_at';
    return definition
      .from(db)
      .$if(since !== undefined, (query) =>
        query.where((eb: AnyBuilder) => eb(typeof createdAt === 'string' ? eb.ref(createdAt) : createdAt(eb), '>=', since!)),
      );
  };
  return {
    description: definition.description,
    columns: definition.columns.map((column) => column.name),
    async count(db, query) {
      const row = await filtered(db, query)
        .select((eb: AnyBuilder) => eb.fn.countAll().as('count'))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },
    async *rows(db, query) {
      const pageKey = (eb: AnyBuilder): AliasableExpression<unknown> =>
        typeof definition.pageBy === 'string' ? eb.ref(definition.pageBy) : definition.pageBy(eb);
      let after: number | null = null;
      for (;;) {
        const page = (await filtered(db, query)
          .select((eb: AnyBuilder) => [...selection(eb), pageKey(eb).as('page_key')])
          .$if(after !== null, (builder) => builder.where((eb: AnyBuilder) => eb(pageKey(eb), '>', after)))
          .orderBy((eb: AnyBuilder) => pageKey(eb))
          .limit(PAGE_SIZE)
          .execute()) as Array<ExportRow & { page_key: number | string }>;
        for (const { page_key: pageKey, ...row } of page) {
          after = Number(pageKey);
          yield row as ExportRow;
        }
        if (page.length < PAGE_SIZE) return;
      }
    },
    file: definition.file,
  };
}
