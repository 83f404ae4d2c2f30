import type { Database } from './database';

/** Applies every pending migration (see `migrations/index.ts`). To be implemented. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function migrateToLatest(database: Database): Promise<void> {}
