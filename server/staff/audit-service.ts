import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { sql, type Kysely, type Selectable } from 'kysely';
import { auditActorFilterName, auditActorLabel, type AuditEntryRecord, type AuditFilter } from '../../src/entities/audit-entry/model/audit-entry';
import type { DB } from '../db/schema';
import { csvFormat } from '../cli/export-format';
import { kolkataDayStart } from '../leads/lead-service';
import { verifyAuditChain, type AuditChainCheck } from './audit-log';

/**
 * Reading the audit log (issue 20 item 5): the log newest first, paged by id (no OFFSET), filtered by
 * actor, action, subject and Asia/Kolkata days; the same filter as CSV, written a page at a time; and the
 * chain's verification. Each listed entry says whether the chain holds up to it, which takes a walk from
 * the first entry (an edit anywhere before the page would not show on the page itself): about 1.8 s for
 * 100,000 entries on SQLite. The first page, the export and verify walk afresh; "Load more" reuses the
 * first page's walk for a minute while the newest entry is the same.
 */

/** Rows per query of the export. */
const EXPORT_PAGE = 2000;
const AUDIT_CSV_COLUMNS = ['id', 'at', 'actor', 'role', 'action', 'subject', 'changes', 'ip', 'verified'] as const;

type AuditRow = Selectable<DB['audit_log']>;

/** A LIKE pattern that matches `text` literally (with `escape '\'`). */
const literal = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The filtered entries, newest first, older than `before`: the list and the CSV walk the same query. */
function selectEntries(db: Kysely<DB>, filter: AuditFilter, before: number | undefined, limit: number) {
  let query = db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit);
  if (before !== undefined) query = query.where('id', '<', before);
  if (filter.actor) {
    // The actor is stored as canonical JSON, so a member is `"email":"…"` and the command line `"user":"…"`.
    const email = `%"email":${literal(JSON.stringify(filter.actor.toLowerCase()))}%`;
    const user = `%"user":${literal(JSON.stringify(filter.actor))}%`;
    query = query.where(sql<boolean>`(actor like ${email} escape '\\' or actor like ${user} escape '\\')`);
  }
  if (filter.action) {
    // `lead.` means every action of that area; otherwise the action exactly.
    query = filter.action.endsWith('.')
      ? query.where(sql<boolean>`substr(action, 1, ${filter.action.length}) = ${filter.action}`)
      : query.where('action', '=', filter.action);
  }
  if (filter.subject) query = query.where(sql<boolean>`substr(subject, 1, ${filter.subject.length}) = ${filter.subject}`);
  if (filter.from) query = query.where('at', '>=', kolkataDayStart(filter.from));
  if (filter.to) query = query.where('at', '<', kolkataDayStart(filter.to, 1));
  return query;
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    // An edited row may hold anything; the verification already says so.
    return null;
  }
};

/** A row's actor; one that cannot be read is nobody (anonymous). */
function actorOf(text: string): AuditEntryRecord['actor'] {
  const actor = parse(text) as AuditEntryRecord['actor'] | null;
  return actor && typeof actor === 'object' && 'kind' in actor ? actor : { kind: 'anonymous' };
}

function toEntry(row: AuditRow, check: AuditChainCheck): AuditEntryRecord {
  const changes = parse(row.changes);
  return {
    id: row.id,
    at: row.at,
    actor: actorOf(row.actor),
    action: row.action,
    subject: row.subject,
    changes: changes && typeof changes === 'object' ? (changes as AuditEntryRecord['changes']) : {},
    ip: row.ip,
    verified: check.ok || row.id < check.broken.id,
  };
}

async function put(out: Writable, text: string): Promise<void> {
  if (text !== '' && !out.write(text)) await once(out, 'drain');
}

export async function streamAuditCsv(db: Kysely<DB>, filter: AuditFilter, check: AuditChainCheck, out: Writable): Promise<void> {
  await put(out, csvFormat.start(AUDIT_CSV_COLUMNS));
  let before: number | undefined;
  let count = 0;
  for (;;) {
    const rows = await selectEntries(db, filter, before, EXPORT_PAGE).execute();
    let chunk = '';
    for (const row of rows) {
      const entry = toEntry(row, check);
      const cells = {
        id: entry.id,
        at: entry.at,
        actor: auditActorLabel(entry.actor),
        role: entry.actor.kind === 'staff' ? entry.actor.role : '',
        action: entry.action,
        subject: entry.subject,
        changes: JSON.stringify(entry.changes),
        ip: entry.ip,
        verified: entry.verified ? 'yes' : 'no',
      };
      chunk += csvFormat.row(AUDIT_CSV_COLUMNS, cells, count);
      count += 1;
    }
    await put(out, chunk);
    if (rows.length < EXPORT_PAGE) break;
    before = rows[rows.length - 1].id;
  }
  await put(out, csvFormat.end(count));
}

/** How long "Load more" may reuse the first page's walk of the chain. */
const CHAIN_REUSE_MS = 60_000;

export interface AuditPage {
  entries: AuditEntryRecord[];
  /** The `before` of the next (older) page; null at the oldest entry. */
  next: number | null;
}

/** The log's reader for one host: it keeps the last walk of the chain for "Load more". */
export function auditReader(db: Kysely<DB>) {
  let lastWalk: { newest: string; until: number; check: AuditChainCheck } | null = null;

  /** The chain's check: a fresh walk for a first page, the last one for a later page if nothing was appended since. */
  async function chainCheck(later: boolean): Promise<AuditChainCheck> {
    const newestRow = await db.selectFrom('audit_log').select(['id', 'hash']).orderBy('id', 'desc').limit(1).executeTakeFirst();
    const newest = newestRow ? `${newestRow.id}:${newestRow.hash}` : '';
    const now = Date.now();
    if (later && lastWalk && lastWalk.newest === newest && lastWalk.until > now) return lastWalk.check;
    const check = await verifyAuditChain(db);
    lastWalk = { newest, until: now + CHAIN_REUSE_MS, check };
    return check;
  }

  return {
    async page(filter: AuditFilter, before: number | undefined, limit: number): Promise<AuditPage> {
      const check = await chainCheck(before !== undefined);
      // One more than the page: whether an older page exists, without counting.
      const rows = await selectEntries(db, filter, before, limit + 1).execute();
      const entries = rows.slice(0, limit).map((row) => toEntry(row, check));
      return { entries, next: rows.length > limit ? entries[entries.length - 1].id : null };
    },
    /** The filtered log as CSV into `out`, checked against a fresh walk of the chain. */
    async csv(filter: AuditFilter, out: Writable): Promise<void> {
      await streamAuditCsv(db, filter, await verifyAuditChain(db), out);
    },
    verify: () => verifyAuditChain(db),
    /**
     * Everyone the log names, as the actor filter matches them (a member's e-mail, the command line's user),
     * sorted; an entry whose actor cannot be read names nobody.
     */
    async actors(): Promise<string[]> {
      const rows = await db.selectFrom('audit_log').select('actor').distinct().execute();
      const names = new Set<string>();
      for (const row of rows) {
        const name = auditActorFilterName(actorOf(row.actor));
        if (name !== null) names.add(name);
      }
      return [...names].sort();
    },
  };
}
