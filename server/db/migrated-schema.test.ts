import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Database } from './database';
import { migrateToLatest } from './migrate';
import { createThrowawayDatabase } from './throwaway-database';
import { describeDb, testDialect } from '../test-helpers';

/**
 * The schema every migration together makes, column by column, against a list written down in the repository
 * (`migrated-schema.<dialect>.txt`, one line per column: `table.column type NULL|NOT NULL [default …]`, tables
 * by name, columns in their order). A migration that has shipped never changes, so neither does its part of
 * the list: a refactoring of the migrations (their shared helpers in `migrations/columns.ts`) must leave it
 * as it is. A new migration adds its own lines, to each dialect's file from a run on that database: the two
 * files are never derived from each other, nor rewritten from one run without reading the difference.
 */

/** Kysely's own bookkeeping, not part of the site's schema. */
const KYSELY_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

function line(table: string, column: string, type: string, notNull: boolean, defaultValue: string | null): string {
  return `${table}.${column} ${type} ${notNull ? 'NOT NULL' : 'NULL'}${defaultValue === null ? '' : ` default ${defaultValue}`}`;
}

async function sqliteColumns(database: Database): Promise<string[]> {
  const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(database.db);
  const lines: string[] = [];
  for (const { name } of tables.rows) {
    if (KYSELY_TABLES.has(name)) continue;
    const columns = await sql<{ name: string; type: string; notnull: number; dflt_value: string | null; pk: number }>`select * from pragma_table_info(${name}) order by cid`.execute(database.db);
    for (const column of columns.rows) {
      lines.push(line(name, column.name, `${column.type.toLowerCase()}${column.pk ? ' primary key' : ''}`, column.notnull === 1, column.dflt_value));
    }
  }
  return lines;
}

async function postgresColumns(database: Database): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null; is_identity: string }>`
    select table_name, column_name, data_type, is_nullable, column_default, is_identity
    from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`.execute(database.db);
  return columns.rows
    .filter((column) => !KYSELY_TABLES.has(column.table_name))
    .map((column) =>
      line(column.table_name, column.column_name, `${column.data_type}${column.is_identity === 'YES' ? ' identity' : ''}`, column.is_nullable === 'NO', column.column_default),
    );
}

function expected(dialect: 'sqlite' | 'postgres'): string[] {
  return readFileSync(path.join(__dirname, `migrated-schema.${dialect}.txt`), 'utf8').split('\n').filter((entry) => entry !== '');
}

describeDb('the schema after every migration', () => {
  it('has exactly the columns written down for this database', async () => {
    let url: string;
    let cleanUp: () => Promise<void>;
    if (testDialect === 'postgres') {
      const created = await createThrowawayDatabase(process.env.TEST_DATABASE_URL as string);
      url = created.url;
      cleanUp = created.drop;
    } else {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'site-schema-'));
      url = `sqlite:${path.join(dir, 'site.db')}`;
      cleanUp = async () => rmSync(dir, { recursive: true, force: true });
    }
    const database = openDatabase(url);
    try {
      await migrateToLatest(database);
      const actual = testDialect === 'postgres' ? await postgresColumns(database) : await sqliteColumns(database);
      expect(actual).toEqual(expected(testDialect));
    } finally {
      await database.close();
      await cleanUp();
    }
  });

  it('lists the tables a newcomer expects (a sample, so an empty list cannot pass)', () => {
    const lines = expected(testDialect);
    expect(lines).toContain('enquiries.email text NOT NULL');
    expect(lines.some((entry) => entry.startsWith('tenders.TenderNo '))).toBe(true);
  });
});
