import { Migrator, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Applies every pending migration of `migrations/index.ts`, in key order, and throws if one fails:
 * the host must never serve on a half-migrated schema.
 */
export async function migrateToLatest(database: Database): Promise<string[]> {
  // Parallel tracks number their migrations ahead of time (005 may land after 006): a database that has
  // already run a later one still runs an earlier newcomer, in key order among the pending ones.
  const migrator = new Migrator({ db: database.db, provider, allowUnorderedMigrations: true });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` "${failed.migrationName}"` : '';
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration${name} failed: ${reason}`, { cause: error });
  }
  return results.filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
