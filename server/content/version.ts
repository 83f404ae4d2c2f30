import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';

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

/**
 * The same bump inside a caller's transaction (the tender service): the new version commits with the change
 * it announces, so no instance can see the change under the old version, nor a new version without the change.
 */
export async function bumpContentVersionIn(trx: Transaction<DB>, now: Date = new Date()): Promise<number> {
  const row = await trx
    .updateTable('content_version')
    .set({ version: sql<number>`version + 1`, changed_at: now.toISOString() })
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return Number(row.version);
}
