import { type AnyDb, emptyText } from './columns';

/** Version 021: a tender's `Description`, the scope of work in the office's words (several lines), '' for the tenders before it. */

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').addColumn('Description', 'text', emptyText).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('tenders').dropColumn('Description').execute();
}
