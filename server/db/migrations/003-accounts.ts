import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function up(db: Kysely<unknown>): Promise<void> {
  // Filled in by the issue that owns this area.
}
