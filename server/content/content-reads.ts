import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Locale } from '@/shared/i18n/locale';
import { fieldKinds, listOfStored, localizeRecord, storedMarathi, translatedFields, type FieldKind, type RecordSchema } from '@/shared/lib/record-schema';
import type { DB } from '../db/schema';
import type { ContentTableName } from '../db/tables/content.tables';
import { CONTENT_SOURCES } from './sources';

/** The content reads' one query: a content table's published records, as the site shows them. */

/**
 * Reads one content table in content order, published rows only (a record removed from `content/` is
 * unpublished by the sync, never deleted), only the record's fields, booleans (stored 0/1) turned back into
 * booleans. The table is chosen at run time, so the query is typed loosely here and the answer by `schema`.
 */
export async function readList<S extends RecordSchema>(
  db: Kysely<DB>,
  table: ContentTableName,
  schema: S,
  where?: { column: string; value: string },
  locale: Locale = 'en',
): Promise<Array<z.output<S>>> {
  const kinds = fieldKinds(schema) as Record<string, FieldKind>;
  const names = Object.keys(kinds);
  const marathi = locale === 'mr' && TRANSLATED_TABLES.has(table);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query = (db as unknown as Kysely<any>).selectFrom(table).select(marathi ? [...names, 'mr'] : names).where('Published', '=', 1).orderBy('sort_order');
  if (where) query = query.where(where.column, '=', where.value);
  const rows: Array<Record<string, unknown>> = await query.execute();
  const flags = names.filter((name) => kinds[name] === 'boolean');
  const lists = names.filter((name) => kinds[name] === 'list');
  if (flags.length === 0 && lists.length === 0 && !marathi) return rows as Array<z.output<S>>;
  return rows.map((row) => {
    // On a Marathi page each translated field is its Marathi text where the content has one, else the English (that field only).
    const record: Record<string, unknown> = marathi ? localizeRecord(row, storedMarathi(row.mr)) : { ...row };
    delete record.mr;
    for (const name of flags) record[name] = Boolean(Number(record[name]));
    for (const name of lists) record[name] = listOfStored(record[name]);
    return record as z.output<S>;
  });
}

/** The content tables with a Marathi column (migration 017). */
const TRANSLATED_TABLES: ReadonlySet<ContentTableName> = new Set(
  CONTENT_SOURCES.filter((source) => translatedFields(source.schema).length > 0).map((source) => source.table),
);
