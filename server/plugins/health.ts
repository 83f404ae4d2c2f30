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

/** How long one write check answers for: a load balancer polling every second, or a flood, costs one write per interval. */
export const HEALTH_CHECK_INTERVAL_MS = 5000;

/**
 * `GET /healthz` proves the database accepts writes: one committed insert (with a page-sized padding)
 * and the delete of earlier checks. When it cannot, it answers 503 and logs the database's own error,
 * so a load balancer takes the instance out and the log names the fault (disk full, read-only,
 * connection lost). Never cached by HTTP; but the write is made at most once every
 * `HEALTH_CHECK_INTERVAL_MS` whatever the request rate: requests in between (and at the same time) share
 * the last good check, so the address cannot be used to make the database write without end. A failed
 * check (which wrote nothing) is not reused, so recovery shows on the next request; and any 503 answer
 * (a route that found the database unavailable) drops the last good check, so the next one looks again.
 */
async function health(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  let last: { at: number; check: Promise<unknown> } | null = null;
  // Any answer that says the database is unavailable (a write, the write budget's counter, a read):
  // the next check looks again instead of repeating the last good one.
  app.addHook('onResponse', (_request, reply, done) => {
    if (reply.statusCode === 503) last = null;
    done();
  });

  const writeCheck = () =>
    db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('health_checks')
        .values({ checked_at: new Date().toISOString(), pad: randomBytes(PAD_BYTES / 2).toString('hex') })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.deleteFrom('health_checks').where('id', '<>', id).execute();
    });

  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const now = Date.now();
    if (!last || now - last.at >= HEALTH_CHECK_INTERVAL_MS || now < last.at) {
      const check = writeCheck();
      const entry = { at: now, check };
      // Each failure is logged once, by the request whose check it was; the others waiting share its answer.
      check.catch((error: unknown) => {
        request.log.error({ err: error }, 'health check: the database cannot write');
        if (last === entry) last = null;
      });
      last = entry;
    }
    try {
      await last.check;
    } catch {
      return reply.status(503).send({ status: 'unavailable', success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
    }
    return { status: 'ok' };
  });
}

export const healthPlugin = fp(health, { name: 'health' });
