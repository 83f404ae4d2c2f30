import type { Kysely } from 'kysely';

/** Version 021: a tender's `Description`, the scope of work in the office's words (several lines), '' for the tenders before it. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').addColumn('Description', 'text', (column) => column.notNull().defaultTo('')).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').dropColumn('Description').execute();
}
