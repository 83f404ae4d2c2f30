import { type AnyDb } from './columns';

/**
 * One row holding the content version: every change to published content (the content sync, the tenders
 * command) bumps it, and every running instance watches it to drop its cached reads and rendered pages.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('version', 'integer', (column) => column.notNull())
    .addColumn('changed_at', 'text', (column) => column.notNull())
    .execute();
  await db.insertInto('content_version').values({ id: 1, version: 1, changed_at: new Date().toISOString() }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('content_version').execute();
}
