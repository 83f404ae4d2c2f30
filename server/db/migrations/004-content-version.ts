import { type AnyDb, required, primaryKey } from './columns';

/**
 * One row holding the content version: every change to published content (the content sync, the tenders
 * command) bumps it, and every running instance watches it to drop its cached reads and rendered pages.
 */

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', primaryKey)
    .addColumn('version', 'integer', required)
    .addColumn('changed_at', 'text', required)
    .execute();
  await db.insertInto('content_version').values({ id: 1, version: 1, changed_at: new Date().toISOString() }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('content_version').execute();
}
