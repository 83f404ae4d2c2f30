import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';

/** `%`, `_` and the escape itself match literally in a search (a visitor's "50%" is text). */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The free-text filter: every word of `q` must occur somewhere in the lead's search text (name, e-mail,
 * phone, message …), in any case. The search text is stored through the database's own `lower()` and the
 * words go through the same `lower()`, so SQLite and PostgreSQL both compare lower case with lower case.
 */
export function leadTextMatch(q: string) {
  const words = q.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  return (eb: ExpressionBuilder<DB, 'leads'>): Expression<SqlBool> =>
    eb.and(words.map((word) => sql<SqlBool>`leads.search_text like '%' || lower(${escapeLike(word)}) || '%' escape '\\'`));
}
