import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * The column helpers migrations share. FROZEN: a migration that has shipped must build the same schema
 * forever, so a helper, once a shipped migration uses it, never changes (not its type, not its
 * constraints, not its default). A migration that needs something else gets a new function here with a
 * new name, and the old one stays as it is. `server/db/migrated-schema.test.ts` holds every column the
 * migrations make against a list written down in the repository.
 *
 * Migrations import this module and kysely, nothing else: they describe the database as it was when they
 * shipped, not as the code (its table types, its records) thinks of it now.
 */

/** The database as migrations see it: untyped. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Kysely<any>;

type ColumnBuild = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;

export const isPostgres = (db: AnyDb): boolean => db.getExecutor().adapter instanceof PostgresAdapter;

/** An auto-numbered primary key: SQLite's rowid alias, PostgreSQL's identity column. Spread into `addColumn('id', …)`. */
export function idColumn(db: AnyDb): [type: 'integer', build: ColumnBuild] {
  const postgres = isPostgres(db);
  return ['integer', (column) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement())];
}

/** The type of a column of bytes (a file's contents): PostgreSQL's bytea, SQLite's blob. */
export const bytesType = (db: AnyDb): 'bytea' | 'blob' => (isPostgres(db) ? 'bytea' : 'blob');

/** NOT NULL, no default. */
export const required: ColumnBuild = (column) => column.notNull();

/** NOT NULL, default the empty text. */
export const emptyText: ColumnBuild = (column) => column.notNull().defaultTo('');

/** NOT NULL, default 0. */
export const zero: ColumnBuild = (column) => column.notNull().defaultTo(0);

/** NOT NULL, default 1: a row's first version, or a flag that starts on. */
export const one: ColumnBuild = (column) => column.notNull().defaultTo(1);

/** NOT NULL, unique: a second key the code looks rows up by (an e-mail, a token's hash). */
export const requiredUnique: ColumnBuild = (column) => column.notNull().unique();

/** The primary key, given by the code that writes the row (a token's hash, a tender number), not numbered by the database. */
export const primaryKey: ColumnBuild = (column) => column.primaryKey();

/** NOT NULL, a reference to `target` (`table.column`): removing that row removes this one with it. */
export const ownedBy = (target: string): ColumnBuild => (column) => column.notNull().references(target).onDelete('cascade');

type AnyTableBuilder = CreateTableBuilder<string, string>;

/**
 * Required text columns (NOT NULL, no default), added in the order named: most of what a form or a record
 * brings. For `createTable(…).$call(requiredText(…))`, so a table's other columns (nullable, with a default,
 * of another type) stand out where they are.
 */
export function requiredText(...names: string[]): (table: AnyTableBuilder) => AnyTableBuilder {
  return (table) => names.reduce((built, name) => built.addColumn(name, 'text', required), table);
}
