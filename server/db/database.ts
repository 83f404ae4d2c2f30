import path from 'node:path';
import { mkdirSync } from 'node:fs';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { Pool } from 'pg';
import type { DB } from './schema';
import { projectRoot } from '../config';

export type Dialect = 'sqlite' | 'postgres';

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
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

/**
 * The one query layer: Kysely over better-sqlite3 (default) or pg, chosen by `DATABASE_URL`.
 * Every query in the server goes through the returned `db`, so values are always bound parameters.
 */
export function openDatabase(databaseUrl: string): Database {
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy() };
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
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
