/**
 * Tells a database that cannot serve (disk full, read-only, I/O error, connection lost, server
 * restarting) from a bug: the first answers 503 with a message a visitor understands, and its real
 * error is logged either way.
 */

export const DATABASE_UNAVAILABLE_MESSAGE =
  "We can't save anything right now because of a problem on our side. Nothing was lost: please try again in a few minutes.";

/** SQLite result codes of a database that cannot write (full, read-only, I/O, locked too long, cannot open). */
const SQLITE_UNAVAILABLE = /^SQLITE_(FULL|READONLY|IOERR|CANTOPEN|BUSY|LOCKED|NOMEM|CORRUPT|NOTADB|PROTOCOL)/;
/**
 * PostgreSQL SQLSTATE classes: 08 connection exception, 53 insufficient resources (disk full, out of
 * memory, too many connections), 57 operator intervention (shutdown, restart), 58 system error (I/O);
 * and 25006 read-only transaction (a standby, `default_transaction_read_only`).
 */
const PG_UNAVAILABLE = /^(08|53|57|58)/;
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN']);
const NETWORK_MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|database is closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string') {
    if (SQLITE_UNAVAILABLE.test(code) || NETWORK_CODES.has(code) || code === '25006') return true;
    if (/^[0-9A-Z]{5}$/.test(code) && PG_UNAVAILABLE.test(code)) return true;
  }
  if (typeof message === 'string' && NETWORK_MESSAGES.test(message)) return true;
  // AggregateError (several addresses refused) and wrapped errors.
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner) && inner.some(isDatabaseUnavailable)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}
