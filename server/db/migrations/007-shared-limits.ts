import { type AnyDb, isPostgres, idColumn, zero, primaryKey, requiredText } from './columns';

/**
 * Version 007 (ops): the counters of every limit (the write budget, failed log-ins), kept in the
 * database so every instance on it draws on the same counts (PostgreSQL; SQLite keeps them in an
 * attached file, see `db/database.ts`), and a table `/healthz` writes to so it
 * can tell whether the database accepts writes.
 * `rate_limits` has the layout rate-limiter-flexible's SQL stores expect (key, points, expire in ms).
 */

export async function up(db: AnyDb): Promise<void> {
  const postgres = isPostgres(db);
  // On SQLite the counters live in an attached database without fsync (`db/database.ts`).
  if (postgres) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', primaryKey)
      .addColumn('points', 'integer', zero)
      .addColumn('expire', 'bigint')
      .execute();
    await db.schema.createIndex('rate_limits_expire_idx').on('rate_limits').column('expire').execute();
  }

  await db.schema
    .createTable('health_checks')
    .addColumn('id', ...idColumn(db))
    .$call(requiredText('checked_at', 'pad'))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('health_checks').execute();
  if (isPostgres(db)) await db.schema.dropTable('rate_limits').execute();
}
