import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { Actor } from './actor';

/**
 * The audit log: who changed what, when and from where, append-only and tamper-evident. Each entry
 * carries the hash of the entry before it and its own hash, SHA-256 over that previous hash and the
 * entry's canonical JSON (keys sorted), so editing, inserting or deleting an entry anywhere but at the
 * very end breaks the chain at that entry, and `verifyAuditChain` names it.
 *
 * Appending is serialised, so two writers can never both take the same last entry as their predecessor:
 * on PostgreSQL a transaction-scoped advisory lock held until the entry is committed (two instances
 * queue on it); SQLite has one writer at a time. A unique index on `prev_hash` (migration 009) refuses
 * a fork even if a writer got around both.
 */

/** What a service reports about a change it made (see the issue 20 brief: one shape for every area). */
export interface AuditChange {
  action: string;
  subject: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

/** Who an entry names: a staff member, the command line, or nobody known (a failed sign-in of an unknown address). */
export type AuditActor = Actor | { kind: 'anonymous' };

export interface AuditEntry extends AuditChange {
  actor: AuditActor;
  /** The client's address; '' for the command line. */
  ip: string;
}

/** Any fixed number: the one PostgreSQL advisory lock every instance appends under. */
const AUDIT_LOCK_KEY = 2_026_112_009;

/** JSON with every object's keys sorted, so the same entry always hashes the same. */
export function canonicalJson(value: unknown): string {
  const sorted = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sorted);
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .map((key) => [key, sorted((item as Record<string, unknown>)[key])]),
      );
    }
    return item;
  };
  // The round trip turns what JSON cannot hold (a Date, undefined) into what the stored text will read back as.
  return JSON.stringify(sorted(JSON.parse(JSON.stringify(value ?? null))));
}

interface HashedFields {
  at: string;
  actor: unknown;
  action: string;
  subject: string;
  changes: unknown;
  ip: string;
}

/** PostgreSQL: wait for the lock until this transaction ends. SQLite: the transaction already writes alone. */
async function lockForAppend(trx: Kysely<DB>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(${AUDIT_LOCK_KEY})`.execute(trx);
}

function entryHash(prevHash: string, fields: HashedFields): string {
  return createHash('sha256').update(prevHash).update(canonicalJson(fields)).digest('hex');
}

/**
 * Appends one entry. Give it the transaction that makes the change, so the change and its entry are
 * committed together (or neither); given the database itself it opens a transaction of its own.
 */
export async function appendAudit(trx: Kysely<DB>, entry: AuditEntry, at: Date = new Date()): Promise<void> {
  if (!trx.isTransaction) {
    await trx.transaction().execute((own) => appendAudit(own, entry, at));
    return;
  }
  await lockForAppend(trx);
  const last = await trx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const prevHash = last?.hash ?? '';
  const fields: HashedFields = {
    at: at.toISOString(),
    actor: JSON.parse(canonicalJson(entry.actor)),
    action: entry.action,
    subject: entry.subject,
    changes: JSON.parse(canonicalJson(entry.changes)),
    ip: entry.ip,
  };
  await trx
    .insertInto('audit_log')
    .values({
      at: fields.at,
      actor: canonicalJson(fields.actor),
      action: fields.action,
      subject: fields.subject,
      changes: canonicalJson(fields.changes),
      ip: fields.ip,
      prev_hash: prevHash,
      hash: entryHash(prevHash, fields),
    })
    .execute();
}

export type AuditChainCheck =
  | { ok: true; entries: number }
  | { ok: false; entries: number; broken: { id: number; at: string; action: string; reason: string } };

const PAGE = 1000;

/**
 * Walks the chain from the first entry (in pages, by id) and recomputes every hash. Answers how many
 * entries hold, or the first entry that does not and why. Deleting the newest entries leaves a chain
 * that still holds: the log proves that what is there is what was written, in that order.
 */
export async function verifyAuditChain(db: Kysely<DB>): Promise<AuditChainCheck> {
  let prevHash = '';
  let afterId = 0;
  let entries = 0;
  for (;;) {
    const rows = await db.selectFrom('audit_log').selectAll().where('id', '>', afterId).orderBy('id').limit(PAGE).execute();
    for (const row of rows) {
      const broken = (reason: string): AuditChainCheck => ({ ok: false, entries, broken: { id: row.id, at: row.at, action: row.action, reason } });
      if (row.prev_hash !== prevHash) return broken('it does not follow the entry before it (an entry was removed, inserted or edited there)');
      let fields: HashedFields;
      try {
        fields = { at: row.at, actor: JSON.parse(row.actor), action: row.action, subject: row.subject, changes: JSON.parse(row.changes), ip: row.ip };
      } catch {
        return broken('its actor or changes are not valid JSON (the row was edited)');
      }
      if (entryHash(row.prev_hash, fields) !== row.hash) return broken('its content does not match its hash (the row was edited)');
      prevHash = row.hash;
      entries += 1;
    }
    if (rows.length < PAGE) return { ok: true, entries };
    afterId = rows[rows.length - 1].id;
  }
}
