import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/db-faults';

/**
 * A padding larger than the biggest write a visitor's submission makes, so a nearly full disk cannot
 * pass the check while submissions fail: an enquiry with its lead and the lead's search index (FTS5 on
 * SQLite, which now and then merges its segments) took up to 7 pages of 4 KiB in 300 measured.
 */
const PAD_BYTES = 48 * 1024;

/**
 * `GET /healthz` proves the database accepts writes: one committed insert (with a page-sized padding)
 * and the delete of earlier checks. When it cannot, it answers 503 and logs the database's own error,
 * so a load balancer takes the instance out and the log names the fault (disk full, read-only,
 * connection lost). Never cached.
 */
async function health(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('health_checks')
          .values({ checked_at: new Date().toISOString(), pad: randomBytes(PAD_BYTES / 2).toString('hex') })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('health_checks').where('id', '<>', id).execute();
      });
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database cannot write');
      return reply.status(503).send({ status: 'unavailable', success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    return { status: 'ok' };
  });
}

export const healthPlugin = fp(health, { name: 'health' });
