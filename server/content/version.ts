import { sql } from 'kysely';
import type { Database } from '../db/database';

/**
 * The content version: one number in the database that every change to published content bumps (the
 * content sync, the tenders command, any staff tool). A running instance compares it with the version its
 * caches were built from; that is how a change made by a command, or by another instance, reaches every
 * cached read and rendered page without a restart.
 */
export async function readContentVersion(database: Database): Promise<number> {
  const row = await database.db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

/** Records that published content changed; returns the new version. Call it after the change commits. */
export async function bumpContentVersion(database: Database): Promise<number> {
  await database.db
    .updateTable('content_version')
    .set({ version: sql<number>`version + 1`, changed_at: new Date().toISOString() })
    .where('id', '=', 1)
    .execute();
  return readContentVersion(database);
}
