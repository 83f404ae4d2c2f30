import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * `pg_dump` and `pg_restore`, PostgreSQL's own tools: the dump is taken in one snapshot (a repeatable-read
 * transaction) while the site keeps writing, and restored in one transaction. They come from the
 * operating system (`apt-get install postgresql-client`); a dump must be made by a `pg_dump` at least as
 * new as the server, so the newest one installed is used.
 */

export type PostgresTool = 'pg_dump' | 'pg_restore';

/** A tool that cannot run: missing, or ended with an error (the message carries its stderr). */
export class PostgresToolError extends Error {}

const onPath = (tool: string): string | null => {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, tool))) return path.join(dir, tool);
  }
  return null;
};

/** The newest `/usr/lib/postgresql/<version>/bin/<tool>` (Debian's layout), else the one on PATH. */
export function findPostgresTool(tool: PostgresTool): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(path.join(root, version, 'bin', tool)))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions.length > 0 ? path.join(root, versions[0], 'bin', tool) : onPath(tool);
  if (!found) throw new PostgresToolError(`${tool} is not installed; install PostgreSQL's client tools (Debian: apt-get install postgresql-client).`);
  return found;
}

/**
 * The connection for a tool's command line without the password (a command line is visible to every
 * user of the machine), and the environment that carries the password instead.
 */
export function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** Runs a tool to its end; resolves when it exits 0, otherwise rejects with what it wrote on stderr. */
export function runPostgresTool(tool: PostgresTool, args: string[], databaseUrl: string): Promise<void> {
  const binary = findPostgresTool(tool);
  const { url, env } = connectionFor(databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(binary, [...args, `--dbname=${url}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (text: string) => {
      stderr += text;
    });
    child.once('error', (error) => reject(new PostgresToolError(`${tool} could not start: ${error.message}`)));
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new PostgresToolError(`${tool} failed (${signal ?? `exit ${code}`}): ${stderr.trim() || 'no message'}`));
    });
  });
}
