import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export type ExportRow = Record<string, string | number | null>;

export interface ExportQuery {
  /** ISO timestamp: only records created at or after it. */
  since?: string;
}

/** A file that belongs to one exported record (a resume), written only when asked for. */
export interface ExportFile {
  /** The record's `id`, so the file's name can be added to its row. */
  id: number | string;
  /** A file name chosen by the visitor; the CLI makes it safe before writing. */
  name: string;
  data: Buffer;
}

/**
 * One kind of record staff can export. To add a kind, write `exporters/<kind>.ts` exporting one of
 * these and add it to the map in `exporters/index.ts`.
 */
export interface Exporter {
  /** One line for `npm run export -- --help`. */
  description: string;
  /** Column order of the CSV (and key order of the JSON). */
  columns: readonly string[];
  rows(db: Kysely<DB>, query: ExportQuery): Promise<ExportRow[]>;
  /** The records' files, for `--files DIR`; the CLI adds a `file` column naming each one. */
  files?(db: Kysely<DB>, query: ExportQuery): AsyncIterable<ExportFile>;
}
