import { sql, SqliteAdapter, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';

/** The filter a list query applies for its free text: a WHERE on `leads`. */
export type TextMatch = (eb: ExpressionBuilder<DB, 'leads'>) => Expression<SqlBool>;

/**
 * Above this many leads holding a word, the trigram index would hand over more ids than reading the list
 * newest first and stopping at a page's worth of matches: a common word ("kitchen") takes the ordered scan.
 */
const NARROW_AT_MOST = 2000;

/** `%`, `_` and the escape itself match literally in a search (a visitor's "50%" is text). */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** An FTS5 phrase: with the trigram tokenizer, the word anywhere in the text, in any case. */
const phrase = (word: string) => `"${word.replace(/"/g, '""')}"`;

const likeEvery = (words: string[]): TextMatch => (eb) =>
  eb.and(words.map((word) => sql<SqlBool>`leads.search_text like '%' || lower(${escapeLike(word)}) || '%' escape '\\'`));

/**
 * The free-text filter: every word of `q` must occur somewhere in the lead's search text (name, e-mail,
 * phone, message …), in any case. The search text is stored through the database's own `lower()` and the
 * words go through the same `lower()`, so SQLite and PostgreSQL both compare lower case with lower case;
 * that LIKE always decides what matches.
 *
 * LIKE '%word%' reads every row, so the index of migration 010 narrows first. PostgreSQL's planner uses
 * the pg_trgm index for the LIKE by itself. On SQLite the FTS5 trigram table is asked here: for the
 * rarest word of three characters or more, when at most `narrowAtMost` leads hold it, only those leads
 * are read; otherwise the list is read in order and stops at the first page of matches.
 */
export async function leadTextMatch(db: Kysely<DB>, q: string, narrowAtMost = NARROW_AT_MOST): Promise<TextMatch> {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  const like = likeEvery(words);
  const indexed = words.filter((word) => [...word].length >= 3);
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || indexed.length === 0) return like;

  let narrowest: number[] | null = null;
  for (const word of indexed) {
    const { rows } = await sql<{ rowid: number }>`select rowid from leads_search where leads_search match ${phrase(word)} limit ${narrowAtMost + 1}`.execute(db);
    if (rows.length <= narrowAtMost && (narrowest === null || rows.length < narrowest.length)) narrowest = rows.map((row) => row.rowid);
    if (narrowest?.length === 0) break;
  }
  if (narrowest === null) return like;
  const ids = narrowest;
  return (eb) => (ids.length === 0 ? sql<SqlBool>`1 = 0` : eb.and([eb('leads.id', 'in', ids), like(eb)]));
}
