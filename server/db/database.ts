import path from 'node:path';
import { mkdirSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type DatabaseConnection, type Driver } from 'kysely';
import { Pool } from 'pg';
import type { DB } from './schema';
import { projectRoot } from '../config';
import { isDatabaseUnavailable } from '../lib/db-faults';

export type Dialect = 'sqlite' | 'postgres';

/** The driver's own handle, for libraries that need it (the shared limit counters of `lib/limits.ts`). */
export type RawDatabase = { dialect: 'sqlite'; sqlite: SQLite.Database } | { dialect: 'postgres'; pool: Pool };

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  raw: RawDatabase;
  close(): Promise<void>;
}

/** The file a `sqlite:` URL names (resolved from the project root), `:memory:`, or null for PostgreSQL. */
export function sqliteFileOf(databaseUrl: string): string | null {
  const match = /^sqlite:(.*)$/i.exec(databaseUrl);
  if (!match) return null;
  const target = match[1] || 'data/site.db';
  return target === ':memory:' ? ':memory:' : path.resolve(projectRoot, target);
}

/** The URL with any password hidden, for messages. */
export function describeDatabaseUrl(databaseUrl: string): string {
  return databaseUrl.replace(/^(postgres(?:ql)?:\/\/[^:/@]*:)[^@]*@/i, '$1***@');
}

export interface OpenOptions {
  /** Told about errors of idle PostgreSQL connections (a restarted server); without it they go to stderr. */
  onIdleError?: (error: Error) => void;
}

/**
 * SQLite rolls a transaction back by itself when a write fails with SQLITE_FULL, SQLITE_IOERR and the
 * like; Kysely's own `rollback` then fails with "cannot rollback - no transaction is active", and
 * that error replaced the real one (the log said nothing about a full disk). Roll back only an open
 * transaction, so the real error is the one thrown and logged.
 */
class SafeRollbackSqliteDialect extends SqliteDialect {
  constructor(private readonly sqlite: SQLite.Database) {
    super({ database: sqlite });
  }

  override createDriver(): Driver {
    const driver = super.createDriver();
    const sqlite = this.sqlite;
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      if (sqlite.inTransaction) await rollback(connection);
    };
    return driver;
  }
}

/**
 * On PostgreSQL a transaction cut by a lost connection fails its ROLLBACK too ("Client has encountered
 * a connection error and is not queryable"), and that error replaced the real one. A rollback that fails
 * because the connection is gone is dropped (the pool discards the dead connection), so the real error
 * is the one thrown and logged; any other rollback failure still throws.
 */
class SafeRollbackPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    const rollback = driver.rollbackTransaction.bind(driver);
    driver.rollbackTransaction = async (connection: DatabaseConnection) => {
      try {
        await rollback(connection);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
      }
    };
    return driver;
  }
}

/**
 * The limits' counters (`lib/limits.ts`) on SQLite live in a database of their own beside the main one
 * (`<file>-limits`), attached to the same connection as schema `limits`, with `synchronous = OFF`: a
 * counter needs no fsync (after a power cut a client may get a few more tries), while every submission
 * keeps its own FULL sync. Counting a write no longer costs a second fsync. Queries name the table
 * unqualified (`rate_limits`); SQLite finds it in the attached schema.
 */
function attachLimits(sqlite: SQLite.Database, file: string): void {
  sqlite.prepare('ATTACH DATABASE ? AS limits').run(file === ':memory:' ? ':memory:' : `${file}-limits`);
  sqlite.pragma('limits.journal_mode = WAL');
  sqlite.pragma('limits.synchronous = OFF');
  sqlite.exec('CREATE TABLE IF NOT EXISTS limits.rate_limits (key TEXT PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire INTEGER)');
}

/**
 * The one query layer: Kysely over better-sqlite3 (default) or pg, chosen by `DATABASE_URL`.
 * Every query in the server goes through the returned `db`, so values are always bound parameters.
 */
export function openDatabase(databaseUrl: string, options: OpenOptions = {}): Database {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // An idle connection dies when PostgreSQL restarts; without a listener that error ends the process.
    // The pool drops the dead connection and opens a new one for the next query.
    const lost = (error: Error) => (options.onIdleError ? options.onIdleError(error) : console.error('database connection lost:', error.message));
    pool.on('error', lost);
    // A connection in use can die too (its query fails and is answered); the socket's own error that
    // follows must not be an unhandled 'error' event. The pool drops the dead connection on release.
    pool.on('connect', (client) => client.on('error', lost));
    const db = new Kysely<DB>({ dialect: new SafeRollbackPostgresDialect({ pool }) });
    return { db, dialect: 'postgres', raw: { dialect: 'postgres', pool }, close: () => db.destroy() };
  }
  const file = sqliteFileOf(databaseUrl);
  if (!file) throw new Error(`DATABASE_URL must start with sqlite: or postgres:// (got "${describeDatabaseUrl(databaseUrl)}")`);
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL + FULL sync: a submission acknowledged to the visitor survives a killed process.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // What is deleted or overwritten is zeroed, not left in free pages: a bid's envelope, a share, a partial
  // or a step token that is removed cannot be read back from the file, the WAL or a backup (docs/bids.md).
  sqlite.pragma('secure_delete = ON');
  attachLimits(sqlite, file);
  const db = new Kysely<DB>({ dialect: new SafeRollbackSqliteDialect(sqlite) });
  return { db, dialect: 'sqlite', raw: { dialect: 'sqlite', sqlite }, close: () => db.destroy() };
}
