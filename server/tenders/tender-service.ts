import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Actor } from '../staff/actor';
import { bumpContentVersionIn } from '../content/version';
import { fieldKinds, listOfStored } from '@/shared/lib/record-schema';
import type { Tender } from '@/entities/tender/model/tender';
import { tenderSchema } from '@/entities/tender/model/tender.schema';
import { TENDER_IMPORT_FIELDS, tenderImportSchema } from '@/entities/tender/model/tender-import';
import { CORRIGENDUM_MESSAGES, corrigendumInputSchema, type CorrigendumInput } from '@/entities/tender/model/tender-corrigendum';
import { corrigendumDeadlineProblem } from '@/entities/tender/model/corrigendum-text';
import type { StaffTenderDetail, StaffTenderSummary, TenderOutcomeAction } from '@/entities/tender/model/tender-desk';
import { dayIn, deadlineAt, openingAt, tenderStatus } from '@/entities/tender/model/tender-rules';
import { wallClockInstant, wallClockOf } from '@/shared/lib/company-day';
import { sitePath } from '@/shared/config/site-paths';
import { DocumentError, DocumentTooLargeError } from './documents';
import { ImportFileError, applyImport, planImport, type ImportPlan, type RowProblem } from './import';
import { addCorrigendum, attachDocument, setOutcome, setPublished, tenderAttachments } from './store';
import { requireReconfirmation } from '../bids/bid-service';
import { alertTradeVendors } from './trade-alerts';
import { nameOpenersIn, onBoardOnline, requireOpenersToPublish } from './openers';
import { TenderConflictError, TenderForbiddenError, TenderInvalidError, TenderNotFoundError, TenderTooLargeError } from './tender-errors';

/**
 * Every staff action on the tender board, for the desk (`/backend/api/staff/tenders`) and `npm run tenders`
 * alike: the one place its rules live. Each function takes `(db, actor, input, options)`, runs in one
 * transaction, bumps the content version in that transaction when it changed something (so every instance
 * drops its cached reads; a no-op bumps nothing), and returns the audit description of the change (null
 * when nothing changed). `options.audit` is called inside the transaction with the same description, so the
 * audit row commits with the change or not at all. Refusals are the classes of `tender-errors.ts`.
 */

export { TenderConflictError, TenderForbiddenError, TenderInvalidError, TenderNotFoundError, TenderTooLargeError };
export { TenderError } from './tender-errors';

/** What changed, for the audit log (`appendAudit(trx, { actor, ...audit, ip })`). */
export interface TenderAudit {
  action: string;
  /** `tender:<TenderNo>`, or `tenders` for an import. */
  subject: string;
  changes: Record<string, { from: unknown; to: unknown }>;
}

export interface ServiceOptions {
  /** The clock (tests give a fixed one). */
  now?: Date;
  /** Writes the audit entry inside the change's transaction; called only when something changed. */
  audit?: (trx: Transaction<DB>, audit: TenderAudit) => Promise<void>;
  /** The site's public origin (`PUBLIC_URL`) for the links of the e-mails a change sends; the path alone without it. */
  publicUrl?: string | null;
}

/** What every change returns besides its own result. */
export interface Changed {
  audit: TenderAudit | null;
  /** The content version after the bump; null when nothing changed (nothing bumped). */
  contentVersion: number | null;
}

const subjectOf = (tenderNo: string) => `tender:${tenderNo}`;

/** `tenders` manages tenders, `admin` everything; `sales` works the leads only. The command line is the server's owner. */
function requireTenderStaff(actor: Actor): void {
  if (actor.kind === 'staff' && actor.role !== 'admin' && actor.role !== 'tenders') {
    throw new TenderForbiddenError('Only the tenders team and admins manage tenders.');
  }
}

const isPostgres = (db: Kysely<DB>) => db.getExecutor().adapter instanceof PostgresAdapter;

/**
 * Two staff members may change the board at once. SQLite lets one writer in at a time by itself; on
 * PostgreSQL the service's changes take one transaction-scoped lock, so each reads what the one before it
 * committed: a stale `version` is seen as stale, two awards do not both read the old outcome, and two
 * creates do not both number their tender after the same highest id. Readers are never blocked, and one lock
 * for the whole board cannot deadlock against itself (a staff desk makes a few changes a minute).
 */
async function oneWriterAtATime(trx: Transaction<DB>): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext('tender-service'))`.execute(trx);
}

/**
 * A tender that goes on the board taking sealed online bids needs its two named openers (`openers.ts`),
 * whichever change puts it there: a publication, a create or an edit or an import that publishes it or
 * turns its online bids on. `before`: which of `tenderNos` were on the board online before the change.
 */
async function openersForNewlyOnline(trx: Transaction<DB>, before: Map<string, boolean>, now: Date): Promise<void> {
  const after = await onBoardOnline(trx, [...before.keys()]);
  for (const [tenderNo, online] of after) {
    if (online && !before.get(tenderNo)) await requireOpenersToPublish(trx, tenderNo, now);
  }
}

/** Runs `work` in one transaction; writes its audit entry and bumps the content version there when it changed something. */
async function change<T extends object>(
  db: Kysely<DB>,
  actor: Actor,
  options: ServiceOptions,
  work: (trx: Transaction<DB>, now: Date) => Promise<T & { audit: TenderAudit | null }>,
): Promise<T & Changed> {
  requireTenderStaff(actor);
  const now = options.now ?? new Date();
  return db.transaction().execute(async (trx) => {
    await oneWriterAtATime(trx);
    const done = await work(trx, now);
    if (!done.audit) return { ...done, contentVersion: null };
    await options.audit?.(trx, done.audit);
    return { ...done, contentVersion: await bumpContentVersionIn(trx, now) };
  });
}

/* ---------- Reads (their records: `src/entities/tender/model/tender-desk.ts`) ---------- */

/**
 * Every tender, published or not, newest first (by TenderDate, then TenderNo): a board holds at most a few
 * thousand, so one ordered list, no paging.
 */
export async function listTenders(db: Kysely<DB>, actor: Actor, _input: Record<string, never> = {}, options: ServiceOptions = {}): Promise<StaffTenderSummary[]> {
  requireTenderStaff(actor);
  const now = options.now ?? new Date();
  const rows = await db
    .selectFrom('tenders as t')
    .select(['t.id', 't.TenderNo', 't.Reference', 't.TenderDate', 't.Expiry_Date', 't.Bid_Deadline', 't.Outcome', 't.Corrigendum_Date', 't.Published'])
    .select((eb) => [
      eb
        .selectFrom('tender_documents as d')
        .select(eb.fn.countAll().as('n'))
        .whereRef('d.tender_no', '=', 't.TenderNo')
        .where((inner) =>
          inner.not(
            inner.exists(
              inner
                .selectFrom('tender_corrigenda as c')
                .select('c.id')
                .whereRef('c.document_id', '=', 'd.id'),
            ),
          ),
        )
        .as('documents'),
      eb.selectFrom('tender_corrigenda as c').select(eb.fn.countAll().as('n')).whereRef('c.tender_no', '=', 't.TenderNo').as('corrigenda'),
    ])
    .orderBy('t.TenderDate', 'desc')
    .orderBy('t.TenderNo')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    TenderNo: row.TenderNo,
    Reference: row.Reference,
    TenderDate: row.TenderDate,
    Expiry_Date: row.Expiry_Date,
    Outcome: row.Outcome,
    Corrigendum_Date: row.Corrigendum_Date,
    Published: Number(row.Published) === 1,
    status: tenderStatus(row, now),
    // COUNT is a bigint on PostgreSQL, which the driver hands over as text.
    documents: Number(row.documents ?? 0),
    corrigenda: Number(row.corrigenda ?? 0),
  }));
}


const RECORD_KINDS = fieldKinds(tenderSchema) as Record<string, string>;
const RECORD_FIELDS = Object.keys(RECORD_KINDS);

async function storedTender(db: Kysely<DB>, tenderNo: string) {
  const row = await db.selectFrom('tenders').selectAll().where('TenderNo', '=', tenderNo).executeTakeFirst();
  if (!row) throw new TenderNotFoundError(tenderNo);
  return row;
}

type StoredRow = Awaited<ReturnType<typeof storedTender>>;

/** The record's fields of a stored row, booleans (0/1 in the database) as booleans, lists (one text) as lists. */
function recordOf(row: StoredRow): Tender {
  const stored = row as unknown as Record<string, unknown>;
  const record: Record<string, unknown> = {};
  for (const name of RECORD_FIELDS) {
    const kind = RECORD_KINDS[name];
    record[name] = kind === 'boolean' ? Number(stored[name]) === 1 : kind === 'list' ? listOfStored(stored[name]) : stored[name];
  }
  return record as Tender;
}

/** The fields as an import row holds them: the record's, plus whether it is published. */
const editableOf = (row: StoredRow): Record<string, unknown> => ({ ...(recordOf(row) as unknown as Record<string, unknown>), Published: Number(row.Published) === 1 });

/** A digest of the tender's fields, its publication and its last change: any change to the row changes it. */
const versionOf = (row: StoredRow): string =>
  createHash('sha256').update(JSON.stringify([editableOf(row), row.Changed_At])).digest('base64url').slice(0, 22);

/** One tender, published or not, with its documents and corrigenda. */
export async function getTender(db: Kysely<DB>, actor: Actor, input: { tenderNo: string }, options: ServiceOptions = {}): Promise<StaffTenderDetail> {
  requireTenderStaff(actor);
  const row = await storedTender(db, input.tenderNo);
  const tender = recordOf(row);
  return {
    tender,
    Published: Number(row.Published) === 1,
    Changed_At: row.Changed_At,
    status: tenderStatus(tender, options.now ?? new Date()),
    version: versionOf(row),
    ...(await tenderAttachments(db, input.tenderNo)),
  };
}

/* ---------- Create and edit: the import's schema and rules, one row at a time ---------- */

/** Per-field messages of a plan's problems (the first per field), and a sentence naming them all. */
function invalid(problems: RowProblem[]): TenderInvalidError {
  const fields: Record<string, string> = {};
  for (const problem of problems) fields[problem.field] ??= problem.message;
  const list = Object.entries(fields).map(([field, message]) => `${field} ${message}`);
  return new TenderInvalidError(`The tender was not saved: ${list.join('; ')}.`, fields);
}

/** Creates one tender from the fields of an import row; refuses a TenderNo that exists (409) and a bad field (400). */
export async function createTender(
  db: Kysely<DB>,
  actor: Actor,
  input: { values: Record<string, unknown> },
  options: ServiceOptions = {},
): Promise<Changed & { tenderNo: string; id: number }> {
  return change(db, actor, options, async (trx, now) => {
    if (!input.values || typeof input.values !== 'object' || Array.isArray(input.values)) throw new TenderInvalidError('The tender was not saved: give its fields.');
    const plan = await planImport(trx, [input.values]);
    if (plan.problems.length) throw invalid(plan.problems);
    const [entry] = plan.entries;
    if (entry.action !== 'create') throw new TenderConflictError(`Tender ${entry.tenderNo} already exists; edit it instead.`);
    const online = await onBoardOnline(trx, [entry.tenderNo]);
    await applyImport(trx, plan, now);
    await openersForNewlyOnline(trx, online, now);
    const created = await storedTender(trx, entry.tenderNo);
    const record = editableOf(created);
    const changes: TenderAudit['changes'] = {};
    for (const field of TENDER_IMPORT_FIELDS) changes[field] = { from: null, to: record[field] };
    const alerted = record.Published ? await alertTradeVendors(trx, entry.tenderNo, { kind: 'published' }, now, options.publicUrl ?? null) : 0;
    if (alerted > 0) changes.tradeAlerts = { from: 0, to: alerted };
    return { tenderNo: entry.tenderNo, id: Number(created.id), audit: { action: 'tender.create', subject: subjectOf(entry.tenderNo), changes } };
  });
}

/**
 * The dates bidders hold the office to, and whether bids are sealed at all: once a tender's sealing is
 * armed (or half-armed, or opened) an edit may not move them: a corrigendum does, with its own rules, and
 * every bidder is told. The day columns go with the times they are the days of.
 */
const MOVED_BY_CORRIGENDUM = new Set<string>(['Bid_Deadline', 'Bid_Opening_At', 'Online_Bids', 'Expiry_Date', 'Bid_Opening_Date']);

/** The state of the tender's sealing (`pending`, `armed`, `opened`), or null when no opener has armed it. */
async function sealingStateOf(trx: Transaction<DB>, tenderNo: string): Promise<string | null> {
  const row = await trx.selectFrom('tender_sealing').select('state').where('tender_no', '=', tenderNo).executeTakeFirst();
  return row?.state ?? null;
}

const sealingArmed = async (trx: Transaction<DB>, tenderNo: string) => ['pending', 'armed', 'opened'].includes((await sealingStateOf(trx, tenderNo)) ?? '');

/** Bids in and standing (withdrawn and superseded ones are not). */
async function submittedBids(trx: Transaction<DB>, tenderNo: string): Promise<number> {
  const row = await trx.selectFrom('bids').select((eb) => eb.fn.countAll().as('n')).where('tender_no', '=', tenderNo).where('state', '=', 'submitted').executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** An instant as staff and bidders read it: `yyyy-MM-dd HH:mm`, India time. */
const indiaClock = (instant: Date) => wallClockOf(instant).slice(0, 16).replace('T', ' ');

/** A tender's deadline as written: with its time when it has one, else its day. */
const deadlineText = (tender: { Expiry_Date: string; Bid_Deadline: string }) => (tender.Bid_Deadline ? tender.Bid_Deadline.replace('T', ' ') : tender.Expiry_Date);

/** The fields an edit may name: every imported field but the keys (`id`, `TenderNo`). */
const EDITABLE = new Set<string>(TENDER_IMPORT_FIELDS.filter((field) => field !== 'id' && field !== 'TenderNo'));

/**
 * Changes the named fields of one tender; the whole tender is then checked with the import's schema (a new
 * Expiry_Date must still follow TenderDate). `version` (from `getTender`), when given, must still be the
 * tender's: otherwise someone changed it since and the edit is refused (409) rather than undo their change.
 */
export async function editTender(
  db: Kysely<DB>,
  actor: Actor,
  input: { tenderNo: string; changes: Record<string, unknown>; version?: string },
  options: ServiceOptions = {},
): Promise<Changed & { tenderNo: string; fields: string[] }> {
  return change(db, actor, options, async (trx, now) => {
    const row = await storedTender(trx, input.tenderNo);
    if (input.version !== undefined && input.version !== versionOf(row)) {
      throw new TenderConflictError(`Tender ${input.tenderNo} was changed by someone else since you opened it; reload it and make your change again.`);
    }
    if (!input.changes || typeof input.changes !== 'object' || Array.isArray(input.changes)) throw new TenderInvalidError('The tender was not saved: name the fields that change.');
    const unknown = Object.keys(input.changes).filter((field) => !EDITABLE.has(field));
    if (unknown.length) {
      const fields = Object.fromEntries(
        unknown.map((field) => [field, field === 'id' || field === 'TenderNo' ? 'cannot be changed (create a new tender instead)' : 'is not a field staff can edit']),
      );
      throw new TenderInvalidError(`The tender was not saved: ${unknown.map((field) => `${field} ${fields[field]}`).join('; ')}.`, fields);
    }
    const before = editableOf(row);
    const plan = await planImport(trx, [{ ...before, ...input.changes, TenderNo: row.TenderNo }]);
    if (plan.problems.length) throw invalid(plan.problems);
    const [entry] = plan.entries;
    if (entry.action === 'unchanged') return { tenderNo: row.TenderNo, fields: [], audit: null };
    const moved = entry.fields.filter((field) => MOVED_BY_CORRIGENDUM.has(field));
    if (moved.length && (await sealingArmed(trx, row.TenderNo))) {
      const fields = Object.fromEntries(moved.map((field) => [field, CORRIGENDUM_MESSAGES.byCorrigendum]));
      throw new TenderInvalidError(
        `The tender was not saved: ${moved.join(', ')} of tender ${row.TenderNo} move only by corrigendum once its sealing is armed; issue a corrigendum instead.`,
        fields,
      );
    }
    const online = await onBoardOnline(trx, [row.TenderNo]);
    await applyImport(trx, plan, now);
    await openersForNewlyOnline(trx, online, now);
    const changes: TenderAudit['changes'] = {};
    for (const field of entry.fields) changes[field] = { from: before[field], to: (entry.values as Record<string, unknown>)[field] };
    const published = entry.fields.includes('Published') && entry.values.Published === true;
    const alerted = published ? await alertTradeVendors(trx, row.TenderNo, { kind: 'published' }, now, options.publicUrl ?? null) : 0;
    if (alerted > 0) changes.tradeAlerts = { from: 0, to: alerted };
    return { tenderNo: row.TenderNo, fields: entry.fields, audit: { action: 'tender.edit', subject: subjectOf(row.TenderNo), changes } };
  });
}

/* ---------- Publish, outcome ---------- */

/**
 * Puts a tender on the board (`published: true`) or takes it off; its row, documents and registrations stay.
 * A tender that takes online bids is published only with two named openers: named before, or by `openers`
 * here (named first, in the same transaction, with their own audit entry and e-mails).
 */
export async function setTenderPublished(
  db: Kysely<DB>,
  actor: Actor,
  input: { tenderNo: string; published: boolean; openers?: readonly [number, number] },
  options: ServiceOptions = {},
): Promise<Changed> {
  return change(db, actor, options, async (trx, now) => {
    const row = await storedTender(trx, input.tenderNo);
    if (input.openers) await nameOpenersIn(trx, actor, { tenderNo: input.tenderNo, staffIds: input.openers }, now, async (inner, audit) => options.audit?.(inner, audit));
    const was = Number(row.Published) === 1;
    if (was === input.published) return { audit: null };
    const online = await onBoardOnline(trx, [input.tenderNo]);
    await setPublished(trx, input.tenderNo, input.published);
    if (input.published) await openersForNewlyOnline(trx, online, now);
    const changes: TenderAudit['changes'] = { Published: { from: was, to: input.published } };
    const alerted = input.published ? await alertTradeVendors(trx, input.tenderNo, { kind: 'published' }, now, options.publicUrl ?? null) : 0;
    if (alerted > 0) changes.tradeAlerts = { from: 0, to: alerted };
    return { audit: { action: input.published ? 'tender.publish' : 'tender.unpublish', subject: subjectOf(input.tenderNo), changes } };
  });
}

const OUTCOME_OF = { award: 'Awarded', cancel: 'Cancelled', reopen: '' } as const;

/**
 * Award, cancel, or reopen (the tender follows its dates again). Any of them from any state, as the command
 * always allowed; vendors who applied see the tender marked as changed. Recording the outcome it already
 * has changes nothing (and marks nothing).
 */
export async function setTenderOutcome(
  db: Kysely<DB>,
  actor: Actor,
  input: { tenderNo: string; action: TenderOutcomeAction },
  options: ServiceOptions = {},
): Promise<Changed & { outcome: '' | 'Awarded' | 'Cancelled' }> {
  return change(db, actor, options, async (trx, now) => {
    const row = await storedTender(trx, input.tenderNo);
    const outcome = OUTCOME_OF[input.action];
    if (row.Outcome === outcome) return { outcome, audit: null };
    await setOutcome(trx, input.tenderNo, outcome, now);
    const changes: TenderAudit['changes'] = { Outcome: { from: row.Outcome, to: outcome } };
    const alerted = outcome ? await alertTradeVendors(trx, input.tenderNo, { kind: outcome === 'Awarded' ? 'awarded' : 'cancelled' }, now, options.publicUrl ?? null) : 0;
    if (alerted > 0) changes.tradeAlerts = { from: 0, to: alerted };
    return { outcome, audit: { action: `tender.${input.action}`, subject: subjectOf(input.tenderNo), changes } };
  });
}

/* ---------- Documents and corrigenda ---------- */

export interface DocumentUpload {
  /** The name it was uploaded as (only its base name is kept, made safe). */
  fileName: string;
  data: Buffer;
}

/** A bad file as the service's refusal: too large is 413, any other problem 400, both under `field`. */
function documentRefusal(error: unknown, field: string): unknown {
  if (error instanceof DocumentTooLargeError) return new TenderTooLargeError(error.message, { [field]: error.message });
  if (error instanceof DocumentError) return new TenderInvalidError(error.message, { [field]: error.message });
  return error;
}

async function storeDocument(trx: Transaction<DB>, tenderNo: string, title: string, file: DocumentUpload, now: Date, field: string) {
  try {
    return await attachDocument(trx, { tenderNo, title, fileName: file.fileName, data: file.data, now });
  } catch (error) {
    throw documentRefusal(error, field);
  }
}

/** Attaches a PDF, XLSX, DWG or ZIP (at most 20 MB, checked by its bytes); the title defaults to the file name. */
export async function attachTenderDocument(
  db: Kysely<DB>,
  actor: Actor,
  input: { tenderNo: string; title?: string; file: DocumentUpload },
  options: ServiceOptions = {},
): Promise<Changed & { documentId: number }> {
  return change(db, actor, options, async (trx, now) => {
    await storedTender(trx, input.tenderNo);
    const documentId = await storeDocument(trx, input.tenderNo, input.title ?? '', input.file, now, 'file');
    const document = await trx.selectFrom('tender_documents').select(['title', 'file_name', 'type', 'size', 'sha256']).where('id', '=', documentId).executeTakeFirstOrThrow();
    return {
      documentId,
      audit: { action: 'tender.attach', subject: subjectOf(input.tenderNo), changes: { document: { from: null, to: { id: documentId, ...document } } } },
    };
  });
}

/**
 * Publishes a corrigendum: its text, the day (today in the company's time zone when not given), optionally
 * a new bid deadline and a new bid opening, and optionally a file, stored with the tender as "Corrigendum
 * of <day>". A new deadline becomes the tender's `Bid_Deadline` / `Expiry_Date`: it must be later than now;
 * once bids are in, later than the current deadline too (bidders are never given less time); for a tender
 * taking online bids it carries its time; and it may not be before the tender was published nor break the
 * import's order of the key dates. The bid opening (new or kept) stays after the deadline. Every standing
 * bid must then be re-confirmed, and its bidder is e-mailed the deadline and the tender's page.
 */
export async function addTenderCorrigendum(
  db: Kysely<DB>,
  actor: Actor,
  input: { tenderNo: string; file?: DocumentUpload | null } & CorrigendumInput,
  options: ServiceOptions = {},
): Promise<Changed & { corrigendumId: number; documentId: number | null }> {
  return change(db, actor, options, async (trx, now) => {
    const row = await storedTender(trx, input.tenderNo);
    const parsed = corrigendumInputSchema.safeParse(input);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      throw new TenderInvalidError(`The corrigendum was not published: ${Object.entries(fields).map(([field, message]) => `${field} ${message}`).join('; ')}.`, fields);
    }
    const { text, newOpening } = parsed.data;
    const refuse = (field: 'newDeadline' | 'newOpening', message: string, value: string): never => {
      const label = field === 'newDeadline' ? 'new deadline' : 'new bid opening';
      throw new TenderInvalidError(`The ${label} ${value.replace('T', ' ')} ${message}.`, { [field]: message });
    };
    if (parsed.data.newDeadline && parsed.data.newDeadline.length === 10 && Number(row.Online_Bids) === 1) {
      refuse('newDeadline', CORRIGENDUM_MESSAGES.timeRequired, parsed.data.newDeadline);
    }
    // A deadline with a time sets both; a day alone keeps the time of day of the tender's `Bid_Deadline`.
    const newDeadline = parsed.data.newDeadline.slice(0, 10);
    const newDeadlineTime = parsed.data.newDeadline.length > 10 ? parsed.data.newDeadline : newDeadline && row.Bid_Deadline ? `${newDeadline}${row.Bid_Deadline.slice(10)}` : '';
    const contradiction = corrigendumDeadlineProblem({ text, newDeadline, currentDeadline: row.Expiry_Date });
    if (contradiction) throw new TenderInvalidError(`The corrigendum's text ${contradiction}.`, { text: contradiction });
    if (newDeadline && newDeadline < row.TenderDate) {
      const message = `is before the tender was published (${row.TenderDate})`;
      throw new TenderInvalidError(`The new deadline ${newDeadline} ${message}.`, { newDeadline: message });
    }
    if ((newDeadline || newOpening) && (await sealingStateOf(trx, row.TenderNo)) === 'opened') {
      refuse(newDeadline ? 'newDeadline' : 'newOpening', CORRIGENDUM_MESSAGES.opened, newDeadline ? parsed.data.newDeadline : newOpening);
    }
    const deadlineAfter = newDeadline ? deadlineAt({ Expiry_Date: newDeadline, Bid_Deadline: newDeadlineTime }) : deadlineAt(row);
    if (newDeadline && deadlineAfter) {
      if (deadlineAfter <= now) refuse('newDeadline', CORRIGENDUM_MESSAGES.notFuture(indiaClock(now)), parsed.data.newDeadline);
      const current = deadlineAt(row);
      if (current && deadlineAfter <= current && (await submittedBids(trx, row.TenderNo)) > 0) {
        refuse('newDeadline', CORRIGENDUM_MESSAGES.notLater(deadlineText(row)), parsed.data.newDeadline);
      }
    }
    if (newOpening) {
      const opening = wallClockInstant(newOpening)!;
      if (opening <= now) refuse('newOpening', CORRIGENDUM_MESSAGES.openingNotFuture(indiaClock(now)), newOpening);
      if (deadlineAfter && opening <= deadlineAfter) refuse('newOpening', CORRIGENDUM_MESSAGES.openingNotAfter(indiaClock(deadlineAfter)), newOpening);
    } else if (newDeadline && deadlineAfter) {
      const opening = openingAt(row);
      if (opening && opening <= deadlineAfter) {
        refuse('newDeadline', `is not before the bid opening (${indiaClock(opening)}): give a new bid opening after it too`, parsed.data.newDeadline);
      }
    }
    const moves = {
      ...(newDeadline ? { Expiry_Date: newDeadline } : {}),
      ...(newDeadlineTime ? { Bid_Deadline: newDeadlineTime } : {}),
      ...(newOpening ? { Bid_Opening_At: newOpening, Bid_Opening_Date: newOpening.slice(0, 10) } : {}),
    };
    if (newDeadline || newOpening) {
      // The import's date-order rules hold after the corrigendum too (a deadline past the bid opening would
      // leave a tender no edit or re-import could save); only a problem the corrigendum brings counts.
      const problems = (values: Record<string, unknown>) => {
        const result = tenderImportSchema.safeParse(values);
        return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
      };
      const existing = new Set(problems(editableOf(row)));
      const brought = problems({ ...editableOf(row), ...moves }).filter((problem) => !existing.has(problem));
      if (brought.length) {
        const message = `would leave the tender with ${brought.join('; ')} (move that date first)`;
        if (newDeadline) throw new TenderInvalidError(`The new deadline ${newDeadline} ${message}.`, { newDeadline: message });
        refuse('newOpening', message, newOpening);
      }
    }
    const date = parsed.data.date || dayIn(now);
    const documentId = input.file ? await storeDocument(trx, input.tenderNo, `Corrigendum of ${date}`, input.file, now, 'file') : null;
    const corrigendumId = await addCorrigendum(trx, { tenderNo: input.tenderNo, date, text, newDeadline, newDeadlineTime, documentId, now });
    if (newOpening) await trx.updateTable('tenders').set({ Bid_Opening_At: newOpening, Bid_Opening_Date: newOpening.slice(0, 10) }).where('TenderNo', '=', input.tenderNo).execute();
    const after = await storedTender(trx, input.tenderNo);
    const changes: TenderAudit['changes'] = {
      corrigendum: { from: null, to: { id: corrigendumId, date, text, newDeadline, ...(newOpening ? { newOpening } : {}), documentId } },
    };
    for (const field of ['Expiry_Date', 'Bid_Deadline', 'Bid_Opening_Date', 'Bid_Opening_At'] as const) {
      if (after[field] !== row[field]) changes[field] = { from: row[field], to: after[field] };
    }
    // Every sealed bid on the tender must now be re-confirmed by its vendor (e-mailed in this transaction).
    const link = `${options.publicUrl ? new URL(options.publicUrl).origin : ''}${sitePath.tenderDetail(input.tenderNo)}`;
    const toReconfirm = await requireReconfirmation(trx, input.tenderNo, now, { deadline: deadlineText(after), link });
    if (toReconfirm > 0) changes.bidsToReconfirm = { from: 0, to: toReconfirm };
    if (after.Corrigendum_Date !== row.Corrigendum_Date) changes.Corrigendum_Date = { from: row.Corrigendum_Date, to: after.Corrigendum_Date };
    const alerted = await alertTradeVendors(trx, input.tenderNo, { kind: 'corrigendum', corrigendumId, date, text, newDeadline }, now, options.publicUrl ?? null);
    if (alerted > 0) changes.tradeAlerts = { from: 0, to: alerted };
    return { corrigendumId, documentId, audit: { action: 'tender.corrigendum', subject: subjectOf(input.tenderNo), changes } };
  });
}

/* ---------- The import ---------- */

/** An import with bad rows: nothing was written; `problems` lists them by row and field. */
export class TenderImportRefusedError extends TenderInvalidError {
  constructor(readonly plan: ImportPlan) {
    super(`${plan.problems.length} problem(s); nothing was imported.`, {});
  }
}

export interface ImportOutcome extends Changed {
  plan: ImportPlan;
  counts: { create: number; update: number; unchanged: number };
  /** What was written: null for a dry run. */
  applied: { created: number; updated: number } | null;
}

/**
 * Plans an import of ERP rows (`readImportFile`, or `parseImportText` for an upload) and, unless `dryRun`,
 * applies it, in one transaction: all or nothing. Bad rows refuse the whole file (`TenderImportRefusedError`).
 */
export async function importTenders(
  db: Kysely<DB>,
  actor: Actor,
  input: { records: Array<Record<string, unknown>>; dryRun?: boolean },
  options: ServiceOptions = {},
): Promise<ImportOutcome> {
  return change(db, actor, options, async (trx, now) => {
    const plan = await planImport(trx, input.records);
    if (plan.problems.length) throw new TenderImportRefusedError(plan);
    const counts = { create: 0, update: 0, unchanged: 0 };
    for (const entry of plan.entries) counts[entry.action] += 1;
    if (input.dryRun || counts.create + counts.update === 0) return { plan, counts, applied: input.dryRun ? null : { created: 0, updated: 0 }, audit: null };
    const existing = new Map<string, Record<string, unknown>>();
    for (const entry of plan.entries.filter((item) => item.action === 'update')) {
      existing.set(entry.tenderNo, editableOf(await storedTender(trx, entry.tenderNo)));
    }
    // Only the rows that leave a tender published with online bids can put one on the board online.
    const goingOnline = plan.entries.filter((entry) => entry.action !== 'unchanged' && entry.values.Published && entry.values.Online_Bids);
    const online = await onBoardOnline(trx, goingOnline.map((entry) => entry.tenderNo));
    const applied = await applyImport(trx, plan, now);
    await openersForNewlyOnline(trx, online, now);
    // A tender the file puts on the board (a new one, or one it publishes again) is a publication vendors hear of.
    let alerted = 0;
    for (const entry of plan.entries) {
      const publishes = entry.action === 'create' ? entry.values.Published !== false : entry.action === 'update' && entry.fields.includes('Published') && entry.values.Published === true;
      if (publishes) alerted += await alertTradeVendors(trx, entry.tenderNo, { kind: 'published' }, now, options.publicUrl ?? null);
    }
    // One entry for the file: per tender, what it was (null for a new one) and what it became, changed fields only.
    const changes: TenderAudit['changes'] = {};
    for (const entry of plan.entries) {
      if (entry.action === 'create') changes[entry.tenderNo] = { from: null, to: { Reference: entry.values.Reference } };
      if (entry.action === 'update') {
        const before = existing.get(entry.tenderNo)!;
        changes[entry.tenderNo] = {
          from: Object.fromEntries(entry.fields.map((field) => [field, before[field]])),
          to: Object.fromEntries(entry.fields.map((field) => [field, (entry.values as Record<string, unknown>)[field]])),
        };
      }
    }
    if (alerted > 0) changes.tradeAlerts = { from: 0, to: alerted };
    return { plan, counts, applied, audit: { action: 'tender.import', subject: 'tenders', changes } };
  });
}

export { ImportFileError };
