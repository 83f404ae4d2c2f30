import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

/** Seeds a new database from `content/` once. To be implemented. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export async function seedFromContent(database: Database, contentDir: string, log?: FastifyBaseLogger): Promise<void> {}
