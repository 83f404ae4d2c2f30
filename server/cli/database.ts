import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig, projectRoot, type ServerConfig } from '../config';
import { describeDatabaseUrl, openDatabase, sqliteFileOf, type Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { loadEnv, settingSource } from '../env';

/** A path as short as it can be said: relative to the project when inside it. */
const shortPath = (file: string) => {
  const relative = path.relative(projectRoot, file);
  return relative && !relative.startsWith('..') ? relative : file;
};

/** A setting that makes a command refuse to run; the message says what to do. */
export class SettingsError extends Error {}

export interface CliDatabase {
  config: ServerConfig;
  database: Database;
  /** One line for stderr: which database, and where that setting came from. */
  described: string;
}

/**
 * Opens the database a staff command works on, the way the server finds it: `.env` first (see
 * `server/env.ts`), then `config.ts`. It refuses, with a message, rather than guess: when the environment
 * and `.env` name different databases, and when a SQLite file does not exist (a command never creates an
 * empty database; the server creates it on its first start). It brings the schema up to date unless told
 * `migrate: false`.
 */
export async function openCliDatabase(env: NodeJS.ProcessEnv = process.env, { migrate = true } = {}): Promise<CliDatabase> {
  const envFile = loadEnv(env);
  const config = loadConfig(env, { sessionSecret: 'not-used-by-commands' });
  const source = settingSource('DATABASE_URL', env, envFile);
  const shownFile = envFile.file ? shortPath(envFile.file) : '.env';
  if (envFile.overridden.includes('DATABASE_URL')) {
    throw new SettingsError(
      `DATABASE_URL is ${describeDatabaseUrl(env.DATABASE_URL ?? '')} in the environment but ${describeDatabaseUrl(envFile.fromFile.DATABASE_URL)} in ${shownFile}. ` +
        'Which database do you mean? Unset one of them (the server would use the environment\'s).',
    );
  }
  const file = sqliteFileOf(config.databaseUrl);
  if (file && file !== ':memory:' && !existsSync(file)) {
    throw new SettingsError(
      `There is no database at ${shortPath(file)} (DATABASE_URL ${describeDatabaseUrl(config.databaseUrl)}, ${source}). ` +
        `Nothing was created. Start the site once with npm start to create it, or set DATABASE_URL in ${shownFile} to the site's database.`,
    );
  }
  const database = openDatabase(config.databaseUrl);
  // A backup reads the database as the running server left it: a newer checkout must not migrate it under that server.
  if (migrate) {
    try {
      await migrateToLatest(database);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  return { config, database, described: `Database: ${describeDatabaseUrl(config.databaseUrl)} (${source}).` };
}
