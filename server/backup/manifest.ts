import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Dialect } from '../db/database';

/**
 * A backup is one folder: the database snapshot, the files the site keeps beside it, and `manifest.json`
 * naming every file with its size and SHA-256, so a restore can prove it has the bytes the backup wrote
 * before it touches anything. Paths inside the folder:
 *
 *   database/site.sqlite, database/limits.sqlite   SQLite: the database and its limit counters
 *   database/site.pgdump                           PostgreSQL: `pg_dump --format=custom`
 *   data/session-secret                            the generated session secret (when SESSION_SECRET is unset)
 *   data/variants/…                                photo variants (DATA_DIR/variants)
 *   content/…                                      the content folder: texts, uploads, tender files
 */

export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 1;

export const SQLITE_FILE = 'database/site.sqlite';
export const SQLITE_LIMITS_FILE = 'database/limits.sqlite';
export const POSTGRES_DUMP_FILE = 'database/site.pgdump';
export const DATA_PREFIX = 'data/';
export const CONTENT_PREFIX = 'content/';

export interface BackupEntry {
  /** Relative to the backup folder, with `/` separators. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  /** When the database snapshot was taken (ISO); every submission acknowledged before it is in the backup. */
  startedAt: string;
  finishedAt: string;
  database: {
    dialect: Dialect;
    /** The migrations the database had run: a restore refuses a backup whose schema this code does not know. */
    migrations: string[];
  };
  /** `file`: the generated secret is in `data/session-secret`; `environment`: SESSION_SECRET is set and not in the backup. */
  sessionSecret: 'file' | 'environment' | 'none';
  files: BackupEntry[];
  totalBytes: number;
}

/** The SHA-256 and size of a file, read as a stream (a database dump may be larger than memory). */
export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}

/**
 * Every file under `dir` (relative, `/`-separated), skipping files a writer has not finished (`*.part`).
 * Symbolic links are followed (an uploads folder linked to another disk is backed up as files).
 */
export function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    const full = path.join(dir, entry.name);
    const target = entry.isSymbolicLink() && existsSync(full) ? statSync(full) : entry;
    if (target.isDirectory()) found.push(...listFiles(full, relative));
    else if (target.isFile() && !entry.name.endsWith('.part')) found.push(relative);
  }
  return found;
}

/** A backup folder that cannot be restored as it is: the message says what is wrong. */
export class BackupInvalidError extends Error {}

/** Reads the manifest of a backup folder, checking its shape (not yet its files). */
export function readManifest(dir: string): BackupManifest {
  const file = path.join(dir, MANIFEST_FILE);
  if (!existsSync(file)) throw new BackupInvalidError(`${dir} is not a backup: it has no ${MANIFEST_FILE} (an unfinished backup never gets one).`);
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupInvalidError(`${file} is not readable JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupInvalidError(`${file} has format ${String(manifest.format)}; this version reads format ${BACKUP_FORMAT}.`);
  }
  if (!Array.isArray(manifest.files) || !manifest.database || !['sqlite', 'postgres'].includes(manifest.database.dialect)) {
    throw new BackupInvalidError(`${file} does not describe a backup (no files or no database).`);
  }
  for (const entry of manifest.files) {
    const normal = path.posix.normalize(entry.path);
    if (normal !== entry.path || normal.startsWith('../') || path.posix.isAbsolute(normal)) {
      throw new BackupInvalidError(`${file} names a file outside the backup: ${entry.path}`);
    }
  }
  return manifest;
}

/**
 * Checks every file the manifest names against its size and SHA-256. Answers the problems found
 * (missing, wrong size, wrong checksum), each one line; an empty list means the backup is whole.
 */
export async function verifyFiles(dir: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of manifest.files) {
    const file = path.join(dir, ...entry.path.split('/'));
    if (!existsSync(file)) {
      problems.push(`${entry.path}: missing`);
      continue;
    }
    const size = statSync(file).size;
    if (size !== entry.bytes) {
      problems.push(`${entry.path}: ${size} bytes, the manifest says ${entry.bytes}`);
      continue;
    }
    const { sha256 } = await hashFile(file);
    if (sha256 !== entry.sha256) problems.push(`${entry.path}: SHA-256 ${sha256.slice(0, 12)}…, the manifest says ${entry.sha256.slice(0, 12)}…`);
  }
  return problems;
}

/** "12.3 MB" and the like, for messages. */
export function describeBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}
