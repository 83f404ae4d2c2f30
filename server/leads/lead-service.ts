import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  canMoveLead,
  LEAD_KINDS,
  LEAD_STATUS_LABELS,
  MAX_PAGE_SIZE,
  type Lead,
  type LeadChange,
  type LeadDetail,
  type LeadFilter,
  type LeadKind,
  type LeadPage,
  type LeadPageRequest,
} from '@/entities/lead/model/lead';
import type { DB } from '../db/schema';
import type { LeadsTable } from '../db/migrations/010-leads.tables';
import { csvFormat } from '../cli/export-format';
import { DomainError } from '../lib/domain-error';
import type { StaffRoleName } from '../../src/shared/contracts/staff';
import type { Actor } from '../staff/actor';
import { LEAD_SOURCES } from './lead-sources';
import { leadTextMatch, type TextMatch } from './lead-search';

/**
 * The staff desk's leads (issue 20): one list across the four kinds of submission, a lead with its notes,
 * and the one way a lead changes. The desk's routes and `npm run export` call these; every refusal is a
 * `DomainError` (the host's error handler gives its status: 404, 409, 400).
 */

export class LeadNotFoundError extends DomainError {
  constructor() {
    super('not-found', 'There is no such lead.');
    this.name = 'LeadNotFoundError';
  }
}

/** Someone else changed the lead since it was read: `current` is the lead as it is now, so the desk can show it and keep the typed note. */
export class LeadConflictError extends DomainError {
  constructor(readonly current: LeadDetail) {
    super('conflict', 'Someone else changed this lead meanwhile. Check their change, then save yours again.', { extra: { lead: current } });
    this.name = 'LeadConflictError';
  }
}

/** A request the desk should not have sent: a status the lead cannot move to, an unreadable page link, nothing to change. */
export class LeadInputError extends DomainError {
  constructor(message: string, field?: string) {
    super('invalid', message, field ? { errors: { [field]: message } } : {});
    this.name = 'LeadInputError';
  }
}

/** The lead an address names: an unknown kind or an id that is not a positive whole number names none. */
export function leadKeyOf(params: { kind: string; id: string }): { kind: LeadKind; id: number } {
  const id = Number(params.id);
  if (!(LEAD_KINDS as readonly string[]).includes(params.kind) || !Number.isSafeInteger(id) || id <= 0 || !/^\d+$/.test(params.id)) {
    throw new LeadNotFoundError();
  }
  return { kind: params.kind as LeadKind, id };
}

/** The members a lead may be given to: the active ones, by name. */
export async function leadOwnerChoices(db: Kysely<DB>): Promise<Array<{ id: number; name: string; email: string; role: StaffRoleName }>> {
  const members = await db.selectFrom('staff').select(['id', 'name', 'email', 'role']).where('disabled', '=', 0).orderBy('name').orderBy('id').execute();
  return members.map((member) => ({ ...member, id: Number(member.id), role: member.role as StaffRoleName }));
}

const OWNER_NOT_ACTIVE = 'Choose an active staff member as the owner.';

/** A new owner must be an active member. */
export async function checkLeadOwner(db: Kysely<DB>, owner: number | null | undefined): Promise<void> {
  if (typeof owner !== 'number') return;
  const found = await db.selectFrom('staff').select('id').where('id', '=', owner).where('disabled', '=', 0).executeTakeFirst();
  if (!found) throw new LeadInputError(OWNER_NOT_ACTIVE, 'owner');
}

/** A job application's resume, as stored. */
export async function leadResume(db: Kysely<DB>, id: number): Promise<{ name: string; type: string; data: Buffer }> {
  const resume = await db.selectFrom('career_applications').select(['resume_name', 'resume_type', 'resume_data']).where('id', '=', id).executeTakeFirst();
  if (!resume) throw new DomainError('not-found', 'There is no such job application.');
  return { name: resume.resume_name || `resume-${id}`, type: resume.resume_type || 'application/octet-stream', data: Buffer.from(resume.resume_data) };
}

/* ---------- The list ---------- */

type LeadRow = Selectable<LeadsTable>;

const LIST_COLUMNS = ['kind', 'submission_id', 'received_at', 'name', 'email', 'phone', 'summary', 'status', 'owner_staff_id', 'notes_count', 'version'] as const;

type ListRow = Pick<LeadRow, (typeof LIST_COLUMNS)[number]>;

function toLead(row: ListRow): Lead {
  return {
    kind: row.kind,
    id: Number(row.submission_id),
    receivedAt: row.received_at,
    name: row.name,
    email: row.email,
    phone: row.phone,
    summary: row.summary,
    status: row.status,
    ownerStaffId: row.owner_staff_id === null ? null : Number(row.owner_staff_id),
    notesCount: Number(row.notes_count),
    version: Number(row.version),
  };
}

/** Where a page starts: the last lead of the page before, in list order. */
type Position = [receivedAt: string, kind: LeadKind, id: number];

const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

function decodeCursor(cursor: string): Position {
  try {
    const position: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(position) &&
      position.length === 3 &&
      typeof position[0] === 'string' &&
      (LEAD_KINDS as readonly unknown[]).includes(position[1]) &&
      Number.isSafeInteger(position[2])
    ) {
      return position as Position;
    }
  } catch {
    // Falls through to the refusal: a cursor is only ever one this module wrote.
  }
  throw new LeadInputError('This page link is no longer valid: start from the first page.', 'cursor');
}

/** Asia/Kolkata is UTC+05:30 all year: a desk day starts at 18:30 UTC the day before. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** The instant an Asia/Kolkata day (`yyyy-MM-dd`) starts, `days` later, as the ISO text `received_at` compares with. */
export function kolkataDayStart(day: string, days = 0): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days) - KOLKATA_OFFSET_MS).toISOString();
}

const textMatchOf = (db: Kysely<DB>, filter: LeadFilter) => (filter.q?.trim() ? leadTextMatch(db, filter.q) : Promise.resolve(null));

/** The filtered leads, newest first, starting after `after`: the list and the CSV walk the same query. */
function selectLeads(db: Kysely<DB>, filter: LeadFilter, text: TextMatch | null, after: Position | null, limit: number) {
  return db
    .selectFrom('leads')
    .select(LIST_COLUMNS)
    .$if(Boolean(filter.kind?.length), (query) => query.where('kind', 'in', filter.kind!))
    .$if(Boolean(filter.status?.length), (query) => query.where('status', 'in', filter.status!))
    .$if(filter.owner === 'unassigned', (query) => query.where('owner_staff_id', 'is', null))
    .$if(typeof filter.owner === 'number', (query) => query.where('owner_staff_id', '=', filter.owner as number))
    .$if(Boolean(filter.from), (query) => query.where('received_at', '>=', kolkataDayStart(filter.from!)))
    .$if(Boolean(filter.to), (query) => query.where('received_at', '<', kolkataDayStart(filter.to!, 1)))
    .$if(text !== null, (query) => query.where(text!))
    .$if(after !== null, (query) =>
      query.where(({ eb, refTuple, tuple }) => eb(refTuple('received_at', 'kind', 'submission_id'), '<', tuple(after![0], after![1], after![2]))),
    )
    .orderBy('received_at', 'desc')
    .orderBy('kind', 'desc')
    .orderBy('submission_id', 'desc')
    .limit(limit);
}

/**
 * One page of the inbox: the leads that pass `filter`, newest first, at most 50 (`page.limit`), and the
 * cursor of the next page. Paged by keyset on (received_at, kind, id): a page costs the same however deep,
 * and a lead arriving meanwhile never shifts the next page.
 */
export async function listLeads(db: Kysely<DB>, filter: LeadFilter, page: LeadPageRequest = {}): Promise<LeadPage> {
  const limit = Math.min(Math.max(page.limit ?? MAX_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const rows = await selectLeads(db, filter, await textMatchOf(db, filter), after, limit + 1).execute();
  const leads = rows.slice(0, limit).map(toLead);
  const last = leads[leads.length - 1];
  return { leads, nextCursor: rows.length > limit ? encodeCursor([last.receivedAt, last.kind, last.id]) : null };
}

/* ---------- One lead ---------- */

async function findLead(db: Kysely<DB>, kind: LeadKind, id: number): Promise<LeadRow | undefined> {
  return db.selectFrom('leads').selectAll().where('kind', '=', kind).where('submission_id', '=', id).executeTakeFirst();
}

async function detailOf(db: Kysely<DB>, row: LeadRow): Promise<LeadDetail> {
  const notes = await db.selectFrom('lead_notes').selectAll().where('lead_id', '=', row.id).orderBy('at').orderBy('id').execute();
  const submission = (await db
    .selectFrom(LEAD_SOURCES[row.kind].table)
    .selectAll()
    .where('id', '=', row.submission_id)
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  // A resume's bytes are a download of their own, never part of the lead.
  const fields = Object.fromEntries(
    Object.entries(submission ?? {})
      .filter(([name, value]) => name !== 'resume_data' && (typeof value === 'string' || typeof value === 'number'))
      .map(([name, value]) => [name, value as string | number]),
  );
  return {
    ...toLead(row),
    notes: notes.map((note) => ({
      id: Number(note.id),
      at: note.at,
      staffId: note.staff_id === null ? null : Number(note.staff_id),
      author: note.author,
      text: note.text,
    })),
    fields,
  };
}

/** A lead with its notes (oldest first) and the submission's fields; `LeadNotFoundError` when there is none. */
export async function getLead(db: Kysely<DB>, kind: LeadKind, id: number): Promise<LeadDetail> {
  const row = await findLead(db, kind, id);
  if (!row) throw new LeadNotFoundError();
  return detailOf(db, row);
}

/* ---------- Changing a lead ---------- */

/** What the audit log records of a change (shared shape of issue 20: `appendAudit(trx, { actor, ip, ...this })`). */
export interface AuditDescription {
  action: string;
  subject: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface ChangeLeadOptions {
  /** Told the change inside its transaction, so the audit entry commits or rolls back with it. */
  audit?: (trx: Transaction<DB>, description: AuditDescription) => Promise<void>;
  now?: Date;
}

export type LeadChangeRequest = LeadChange & { kind: LeadKind; id: number };

export const leadSubject = (kind: LeadKind, id: number) => `lead:${kind}/${id}`;

const authorOf = (actor: Actor) => (actor.kind === 'staff' ? actor.email : `cli:${actor.user}`);

/**
 * Changes a lead's status and/or owner and/or adds a note, on the version the staff member saw: a stale
 * version is refused with the lead as it is now (409), an unknown lead with 404, a status the lead
 * cannot move to (`canMoveLead`) or a change that changes nothing with 400. Every accepted change bumps
 * the version. Returns the lead as it now is and the audit description.
 */
export async function changeLead(
  db: Kysely<DB>,
  actor: Actor,
  change: LeadChangeRequest,
  { audit, now = new Date() }: ChangeLeadOptions = {},
): Promise<{ lead: LeadDetail; audit: AuditDescription }> {
  return db.transaction().execute(async (trx) => {
    const row = await findLead(trx, change.kind, change.id);
    if (!row) throw new LeadNotFoundError();
    if (Number(row.version) !== change.version) throw new LeadConflictError(await detailOf(trx, row));

    const changes: AuditDescription['changes'] = {};
    if (change.status !== undefined && change.status !== row.status) {
      if (!canMoveLead(row.kind, row.status, change.status)) {
        throw new LeadInputError(`A ${LEAD_STATUS_LABELS[row.status]} lead cannot be marked ${LEAD_STATUS_LABELS[change.status]}.`, 'status');
      }
      changes.status = { from: row.status, to: change.status };
    }
    const owner = row.owner_staff_id === null ? null : Number(row.owner_staff_id);
    if (change.owner !== undefined && change.owner !== owner) changes.owner = { from: owner, to: change.owner };
    const note = change.note?.trim();
    if (note) changes.note = { from: null, to: note };
    if (Object.keys(changes).length === 0) throw new LeadInputError('Nothing to change: the lead already reads so.');

    const at = now.toISOString();
    // The version in the WHERE makes the check and the write one step: of two staff saving at once on
    // PostgreSQL, the second finds no row to update and is told the lead changed.
    const updated = await trx
      .updateTable('leads')
      .set((eb) => ({
        ...(changes.status ? { status: change.status } : {}),
        ...(changes.owner ? { owner_staff_id: change.owner } : {}),
        ...(note ? { notes_count: eb('notes_count', '+', 1) } : {}),
        version: eb('version', '+', 1),
        updated_at: at,
      }))
      .where('id', '=', row.id)
      .where('version', '=', row.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      const current = await findLead(trx, change.kind, change.id);
      throw current ? new LeadConflictError(await detailOf(trx, current)) : new LeadNotFoundError();
    }
    if (note) {
      await trx
        .insertInto('lead_notes')
        .values({ lead_id: row.id, at, staff_id: actor.kind === 'staff' ? actor.staffId : null, author: authorOf(actor), text: note })
        .execute();
    }

    const description: AuditDescription = { action: 'lead.change', subject: leadSubject(change.kind, change.id), changes };
    await audit?.(trx, description);
    return { lead: await detailOf(trx, (await findLead(trx, change.kind, change.id))!), audit: description };
  });
}

/* ---------- Export what I see ---------- */

/** The CSV's columns, in order: the list's fields as the inbox shows them. */
export const LEAD_CSV_COLUMNS = ['kind', 'id', 'received_at', 'name', 'email', 'phone', 'summary', 'status', 'owner_staff_id', 'notes_count'] as const;

/** Rows per query of the export: the list's query, with a bigger page. */
const EXPORT_PAGE = 2000;

async function put(out: Writable, text: string): Promise<void> {
  if (text !== '' && !out.write(text)) await once(out, 'drain');
}

/**
 * "Export what I see": every lead that passes `filter` (not only the page shown), newest first, as CSV in
 * the exports' format (`csvFormat`: BOM, CRLF, formulas defused), written a page at a time and waiting
 * for `out` to drain, so memory stays flat. Does not end `out`. Returns the number of leads written.
 */
export async function streamLeadsCsv(db: Kysely<DB>, filter: LeadFilter, out: Writable): Promise<number> {
  await put(out, csvFormat.start(LEAD_CSV_COLUMNS));
  let count = 0;
  let after: Position | null = null;
  const text = await textMatchOf(db, filter);
  for (;;) {
    const rows: ListRow[] = await selectLeads(db, filter, text, after, EXPORT_PAGE).execute();
    let chunk = '';
    for (const row of rows) {
      const lead = toLead(row);
      const cells = {
        kind: lead.kind,
        id: lead.id,
        received_at: lead.receivedAt,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        summary: lead.summary,
        status: lead.status,
        owner_staff_id: lead.ownerStaffId,
        notes_count: lead.notesCount,
      };
      chunk += csvFormat.row(LEAD_CSV_COLUMNS, cells, count);
      count += 1;
    }
    await put(out, chunk);
    if (rows.length < EXPORT_PAGE) break;
    const last = rows[rows.length - 1];
    after = [last.received_at, last.kind, Number(last.submission_id)];
  }
  await put(out, csvFormat.end(count));
  return count;
}
