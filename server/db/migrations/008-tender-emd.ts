import { type AnyDb, zero } from './columns';

/** Version 008: a tender's earnest money deposit (`EMD_Amount`), 0 for the tenders that ask for none. */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').addColumn('EMD_Amount', 'real', zero).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').dropColumn('EMD_Amount').execute();
}
