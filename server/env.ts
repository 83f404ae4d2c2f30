import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { projectRoot } from './lib/project-root';

/**
 * How every program of this repository reads its settings: the server, every CLI (export, content,
 * tenders) and the client build call `loadEnv()` before reading `process.env`, so `.env` means the same
 * thing everywhere. The file is `.env` in the project root (or the file named by `ENV_FILE`; `ENV_FILE=none`
 * reads no file). A variable already set in the environment wins over the file, as with Node's own
 * `--env-file`. Only this loading lives here; what each setting means is `config.ts`.
 */

export interface LoadedEnv {
  /** The file read, or null when there was none. */
  file: string | null;
  /** The values the file holds (whether or not the environment overrode them). */
  fromFile: Record<string, string>;
  /** Names the file sets but the environment had already set to something else (the environment won). */
  overridden: string[];
}

let loaded: LoadedEnv | null = null;

/** The `.env` file this process reads: `ENV_FILE` (relative to the project root) or `<root>/.env`. */
function envFilePath(env: NodeJS.ProcessEnv = process.env): string | null {
  const named = env.ENV_FILE;
  if (named === 'none') return null;
  return path.resolve(projectRoot, named || '.env');
}

/**
 * Reads the `.env` file into `env` (default `process.env`) once, filling only what is unset, and tells
 * what it did. Later calls answer from the first one unless `force` is given (tests).
 */
export function loadEnv(env: NodeJS.ProcessEnv = process.env, options: { force?: boolean } = {}): LoadedEnv {
  if (loaded && !options.force && env === process.env) return loaded;
  const file = envFilePath(env);
  const result: LoadedEnv = { file: null, fromFile: {}, overridden: [] };
  if (file && existsSync(file)) {
    const values = parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
    result.file = file;
    result.fromFile = values;
    for (const [name, value] of Object.entries(values)) {
      if (env[name] === undefined) env[name] = value;
      else if (env[name] !== value) result.overridden.push(name);
    }
  } else if (env.ENV_FILE && env.ENV_FILE !== 'none') {
    throw new Error(`ENV_FILE names ${file}, which does not exist.`);
  }
  if (env === process.env) loaded = result;
  return result;
}

/** Where a setting's value came from, for messages: "from .env", "from the environment" or "default". */
export function settingSource(name: string, env: NodeJS.ProcessEnv, envFile: LoadedEnv): string {
  if (env[name] === undefined) return 'default';
  if (envFile.file && envFile.fromFile[name] === env[name]) return `from ${path.relative(projectRoot, envFile.file) || envFile.file}`;
  return 'from the environment';
}
