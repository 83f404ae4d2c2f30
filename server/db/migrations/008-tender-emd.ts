import type { Kysely } from 'kysely';

/** Version 008: a tender's earnest money deposit (`EMD_Amount`), 0 for the tenders that ask for none. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').addColumn('EMD_Amount', 'real', (column) => column.notNull().defaultTo(0)).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').dropColumn('EMD_Amount').execute();
}
