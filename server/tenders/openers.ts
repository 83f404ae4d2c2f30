import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { Actor } from '../staff/actor';
import { appendAudit } from '../staff/audit-log';
import { credentialEventsOf, type CredentialEvent } from '../staff/credential-events';
import { enqueueMail } from '../lib/mail/outbox';
import { OPENER_MESSAGES, OPENER_ROLES, type OpenerCandidate, type OpenerSlot, type TenderOpener, type TenderOpeners } from '@/entities/tender/model/tender-openers';
import { TenderError, TenderForbiddenError, TenderNotFoundError } from './tender-errors';

/**
 * The two openers of a tender that takes sealed online bids (issue 38 item 2, separation of duties). They
 * are named before the tender is published, or with its publication, and each is checked again when they
 * arm and open it (`mayOpen`). The rules, all here:
 * - two different members, each active, of role `tenders` or `admin`, with an authenticator enrolled;
 * - neither made the other's sign-in: added them, reset them, or issued the set-up link they enrolled
 *   through (`staff_credential_events`, both directions). One admin with a second account they made
 *   themself is one person;
 * - named after the publication: neither's sign-in may be newer than the publication (a member made or
 *   reset for the occasion is refused);
 * - they change only while the tender's sealing is not armed (nor opened);
 * - a member reset or re-enrolled after being named can no longer open the tender.
 * Every naming and every change is audited (`tender.openers`) and e-mailed to every active admin through the
 * outbox, in the transaction that makes it.
 */

type Db = Kysely<DB>;
type AuditWriter = (trx: Transaction<DB>, audit: { action: string; subject: string; changes: Record<string, { from: unknown; to: unknown }> }) => Promise<void>;

/** A refusal of the state (a member who may not open, a sealing already armed): 409, `fields` per form field. */
export class OpenersRefusedError extends TenderError {
  constructor(message: string, fields: Record<string, string> = {}) {
    super('conflict', message, { errors: fields });
  }
}

/** A malformed naming (not two distinct members, an unknown id): 400, `fields` per form field. */
export class OpenersInvalidError extends TenderError {
  constructor(message: string, fields: Record<string, string> = {}) {
    super('invalid', message, { errors: fields });
  }
}

const SLOTS = [1, 2] as const;
const fieldOf = (slot: OpenerSlot) => `opener${slot}`;
const isOpenerRole = (role: string) => (OPENER_ROLES as readonly string[]).includes(role);
const actorName = (actor: Actor) => (actor.kind === 'staff' ? actor.email : `cli:${actor.user}`);

/** `2026-11-20 14:05 India time`: India has been UTC+05:30 all year since 1945. */
export const indiaTime = (iso: string) => `${new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16).replace('T', ' ')} India time`;

function requireTenderStaff(actor: Actor): void {
  if (actor.kind === 'staff' && !isOpenerRole(actor.role)) throw new TenderForbiddenError('Only the tenders team and admins name the openers.');
}

/** One lock with the tender service (PostgreSQL): a naming and a publication never interleave. */
async function oneWriterAtATime(trx: Transaction<DB>): Promise<void> {
  if (trx.getExecutor().adapter instanceof PostgresAdapter) await sql`select pg_advisory_xact_lock(hashtext('tender-service'))`.execute(trx);
}

interface Member {
  id: number;
  name: string;
  email: string;
  role: string;
  disabled: boolean;
  enrolled: boolean;
}

async function membersOf(db: Db, ids?: number[]): Promise<Member[]> {
  if (ids && ids.length === 0) return [];
  let query = db.selectFrom('staff').select(['id', 'name', 'email', 'role', 'disabled', 'totp_secret']).orderBy('name').orderBy('id');
  if (ids) query = query.where('id', 'in', ids);
  const rows = await query.execute();
  return rows.map((row) => ({ id: row.id, name: row.name, email: row.email, role: row.role, disabled: Number(row.disabled) === 1, enrolled: row.totp_secret !== null }));
}

interface TenderState {
  id: number;
  tenderNo: string;
  reference: string;
  onlineBids: boolean;
  publishedAt: string | null;
  sealing: string | null;
}

async function tenderState(db: Db, tenderNo: string): Promise<TenderState> {
  const row = await db.selectFrom('tenders').select(['id', 'TenderNo', 'Reference', 'Online_Bids']).where('TenderNo', '=', tenderNo).executeTakeFirst();
  if (!row) throw new TenderNotFoundError(tenderNo);
  const publication = await db.selectFrom('tender_publications').select('published_at').where('tender_no', '=', tenderNo).executeTakeFirst();
  const sealing = await db.selectFrom('tender_sealing').select('state').where('tender_no', '=', tenderNo).executeTakeFirst();
  return {
    id: Number(row.id),
    tenderNo: row.TenderNo,
    reference: row.Reference,
    onlineBids: Number(row.Online_Bids) === 1,
    publishedAt: publication?.published_at ?? null,
    sealing: sealing?.state ?? null,
  };
}

/** Why the openers cannot change now, or null. */
function lockedReason(tender: TenderState): string | null {
  if (!tender.onlineBids) return OPENER_MESSAGES.notOnline(tender.tenderNo);
  if (tender.sealing === 'armed' || tender.sealing === 'opened') return OPENER_MESSAGES.locked(tender.tenderNo);
  return null;
}

const EVENT_WORDS = { added: 'added', reset: 'reset', enrolled: 'set up' } as const;

/** Why `member` cannot open this tender's bids whoever the other opener is; null when they can. */
function aloneProblem(member: Member, events: CredentialEvent[], tender: TenderState): string | null {
  if (member.disabled) return `${member.name} is disabled.`;
  if (!isOpenerRole(member.role)) return `${member.name} has the role ${member.role}; only tenders members and admins open bids.`;
  if (!member.enrolled) return `${member.name} has not set up their authenticator yet.`;
  const { publishedAt } = tender;
  const newer = publishedAt ? events.filter((event) => event.staffId === member.id && event.at > publishedAt).at(-1) : undefined;
  if (newer && publishedAt) {
    return `${member.name}'s sign-in was ${EVENT_WORDS[newer.kind]} on ${indiaTime(newer.at)}, after tender ${tender.tenderNo} was published (${indiaTime(publishedAt)}); only a member whose sign-in is older than the publication may be named now.`;
  }
  return null;
}

const PROVENANCE_WORDS = {
  added: (subject: string) => `added ${subject}`,
  reset: (subject: string) => `reset ${subject}'s sign-in`,
  enrolled: (subject: string) => `issued the set-up link ${subject} enrolled with`,
} as const;

/** Why `a` and `b` cannot open together (one made the other's sign-in), naming the one whose sign-in it was; null when they can. */
function pairProblem(a: Member, b: Member, events: CredentialEvent[]): { about: Member; reason: string } | null {
  for (const [subject, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const made = events.find((event) => event.staffId === subject.id && event.byStaffId === other.id);
    if (made) {
      return {
        about: subject,
        reason: `${subject.name} cannot open with ${other.name}: ${other.name} ${PROVENANCE_WORDS[made.kind](subject.name)} on ${indiaTime(made.at)}. Neither opener may have added, reset or set up the other's sign-in.`,
      };
    }
  }
  return null;
}

/** Refuses two members who may not open this tender's bids together, with the reason beside each form field. */
async function checkPair(db: Db, tender: TenderState, staffIds: readonly [number, number]): Promise<Member[]> {
  const [first, second] = staffIds;
  if (!Number.isSafeInteger(first) || !Number.isSafeInteger(second) || first <= 0 || second <= 0) {
    throw new OpenersInvalidError(OPENER_MESSAGES.chooseBoth, { opener1: OPENER_MESSAGES.chooseFirst, opener2: OPENER_MESSAGES.chooseSecond });
  }
  if (first === second) throw new OpenersInvalidError(OPENER_MESSAGES.different, { opener2: OPENER_MESSAGES.different });
  const found = await membersOf(db, [first, second]);
  const members = staffIds.map((id) => found.find((member) => member.id === id));
  const missing: Record<string, string> = {};
  members.forEach((member, index) => {
    if (!member) missing[fieldOf(SLOTS[index])] = OPENER_MESSAGES.noSuchMember(staffIds[index]);
  });
  if (Object.keys(missing).length) throw new OpenersInvalidError(Object.values(missing).join(' '), missing);
  const pair = members as [Member, Member];
  const events = await credentialEventsOf(db, [first, second]);
  const fields: Record<string, string> = {};
  pair.forEach((member, index) => {
    const problem = aloneProblem(member, events, tender);
    if (problem) fields[fieldOf(SLOTS[index])] = problem;
  });
  const together = pairProblem(pair[0], pair[1], events);
  if (together) fields[fieldOf(together.about.id === first ? 1 : 2)] ??= together.reason;
  if (Object.keys(fields).length) throw new OpenersRefusedError(Object.values(fields).join(' '), fields);
  return pair;
}

async function namedRows(db: Db, tenderNo: string): Promise<TenderOpener[]> {
  const rows = await db
    .selectFrom('tender_openers')
    .innerJoin('staff', 'staff.id', 'tender_openers.staff_id')
    .select(['tender_openers.slot', 'tender_openers.staff_id', 'tender_openers.named_at', 'tender_openers.named_by', 'staff.name', 'staff.email'])
    .where('tender_openers.tender_no', '=', tenderNo)
    .orderBy('tender_openers.slot')
    .execute();
  return rows.map((row) => ({ slot: Number(row.slot) as OpenerSlot, staffId: row.staff_id, name: row.name, email: row.email, namedAt: row.named_at, namedBy: row.named_by }));
}

/** The named openers of a tender, slot 1 first (none, or two). */
export async function namedOpeners(db: Db, tenderNo: string): Promise<TenderOpener[]> {
  return namedRows(db, tenderNo);
}

function openersMail(tender: TenderState, actor: Actor, before: TenderOpener[], after: Member[], now: Date) {
  const changed = before.length > 0;
  const lines = [
    `The openers of tender ${tender.tenderNo} (${tender.reference}) were ${changed ? 'changed' : 'named'} by ${actorName(actor)} on ${indiaTime(now.toISOString())}.`,
    '',
    ...after.map((member, index) => `Opener ${index + 1}: ${member.name} <${member.email}>`),
    ...(changed ? ['', 'Before:', ...before.map((opener) => `Opener ${opener.slot}: ${opener.name} <${opener.email}>`)] : []),
    '',
    'Every admin gets this e-mail. If this change was not agreed, look at the audit log in the staff desk (action tender.openers) and tell the other admins.',
  ];
  return { subject: `Tender ${tender.tenderNo}: openers ${changed ? 'changed' : 'named'}`.slice(0, 200), body: lines.join('\n') };
}

/**
 * Names (or changes) the two openers inside `trx`; the audit entry goes through `audit`. Used by
 * `nameOpeners` and by the publication that names them (`setTenderPublished`).
 */
export async function nameOpenersIn(
  trx: Transaction<DB>,
  actor: Actor,
  input: { tenderNo: string; staffIds: readonly [number, number] },
  now: Date,
  audit: AuditWriter,
): Promise<{ changed: boolean; named: TenderOpener[] }> {
  requireTenderStaff(actor);
  await oneWriterAtATime(trx);
  const tender = await tenderState(trx, input.tenderNo);
  const locked = lockedReason(tender);
  if (locked) throw new OpenersRefusedError(locked);
  const pair = await checkPair(trx, tender, input.staffIds);
  const before = await namedRows(trx, input.tenderNo);
  const same = before.length === 2 && pair.every((member) => before.some((opener) => opener.staffId === member.id));
  if (same) return { changed: false, named: before };

  await trx.deleteFrom('tender_openers').where('tender_no', '=', input.tenderNo).execute();
  await trx
    .insertInto('tender_openers')
    .values(pair.map((member, index) => ({ tender_no: input.tenderNo, slot: SLOTS[index], staff_id: member.id, named_at: now.toISOString(), named_by: actorName(actor) })))
    .execute();
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  SLOTS.forEach((slot, index) => {
    changes[fieldOf(slot)] = { from: before.find((opener) => opener.slot === slot)?.email ?? null, to: pair[index].email };
  });
  await audit(trx, { action: 'tender.openers', subject: `tender:${input.tenderNo}`, changes });

  const admins = await trx.selectFrom('staff').select('email').where('role', '=', 'admin').where('disabled', '=', 0).orderBy('email').execute();
  const mail = openersMail(tender, actor, before, pair, now);
  for (const admin of admins) await enqueueMail(trx, tender.id, { kind: 'staff-notice', to: admin.email, replyTo: null, ...mail }, now);
  return { changed: true, named: await namedRows(trx, input.tenderNo) };
}

/**
 * Names the two openers of an online-bid tender (slot 1, then 2), or changes them, in one transaction with
 * its audit entry (`ip`: the desk client's address, '' from the command line) and the admins' e-mails.
 * Refusals: `OpenersInvalidError` (400), `OpenersRefusedError` (409), `TenderNotFoundError`, `TenderForbiddenError`.
 */
export async function nameOpeners(
  db: Db,
  actor: Actor,
  input: { tenderNo: string; staffIds: readonly [number, number] },
  now: Date = new Date(),
  ip = '',
): Promise<{ changed: boolean; named: TenderOpener[] }> {
  return db.transaction().execute((trx) => nameOpenersIn(trx, actor, input, now, (inner, change) => appendAudit(inner, { actor, ip, ...change }, now)));
}

/** Whether each tender is on the board taking online bids (a tender not found is not). */
export async function onBoardOnline(db: Db, tenderNos: string[]): Promise<Map<string, boolean>> {
  const on = new Map<string, boolean>(tenderNos.map((tenderNo) => [tenderNo, false]));
  if (tenderNos.length === 0) return on;
  const rows = await db.selectFrom('tenders').select(['TenderNo', 'Published', 'Online_Bids']).where('TenderNo', 'in', tenderNos).execute();
  for (const row of rows) on.set(row.TenderNo, Number(row.Published) === 1 && Number(row.Online_Bids) === 1);
  return on;
}

/**
 * Called when a tender goes on the board taking online bids (published, or switched to online bids while
 * published): refused without two named openers who may still open it; otherwise its first such moment is
 * kept as its publication time.
 */
export async function requireOpenersToPublish(trx: Transaction<DB>, tenderNo: string, now: Date): Promise<void> {
  const tender = await tenderState(trx, tenderNo);
  const named = await namedRows(trx, tenderNo);
  if (named.length !== 2) throw new OpenersRefusedError(OPENER_MESSAGES.needOpeners(tenderNo));
  // Checked as at a first publication: the naming's own rules, again, on who they are now.
  await checkPair(trx, { ...tender, publishedAt: tender.publishedAt ?? null }, [named[0].staffId, named[1].staffId]).catch((error: unknown) => {
    if (error instanceof OpenersRefusedError) throw new OpenersRefusedError(`Tender ${tenderNo} was not published: ${error.message} Name its openers again.`, error.fields);
    throw error;
  });
  await trx.insertInto('tender_publications').values({ tender_no: tenderNo, published_at: now.toISOString() }).onConflict((conflict) => conflict.column('tender_no').doNothing()).execute();
}

/**
 * Whether `staffId` may arm or open `tenderNo`'s bids at `now`: a named opener, still active, of an opener's
 * role, enrolled, and not reset or re-enrolled since they were named. `reason` is said to that member.
 */
export async function mayOpen(db: Db, tenderNo: string, staffId: number, now: Date = new Date()): Promise<{ ok: true; slot: OpenerSlot } | { ok: false; reason: string }> {
  const named = await namedRows(db, tenderNo);
  if (named.length === 0) return { ok: false, reason: OPENER_MESSAGES.noneNamed(tenderNo) };
  const mine = named.find((opener) => opener.staffId === staffId);
  if (!mine) return { ok: false, reason: OPENER_MESSAGES.notNamed(tenderNo) };
  const [member] = await membersOf(db, [staffId]);
  if (!member || member.disabled) return { ok: false, reason: `You are disabled, so you cannot open tender ${tenderNo}.` };
  if (!isOpenerRole(member.role)) return { ok: false, reason: `Your role is now ${member.role}; only tenders members and admins open bids.` };
  if (!member.enrolled) return { ok: false, reason: `You have no authenticator set up, so you cannot open tender ${tenderNo}.` };
  const since = (await credentialEventsOf(db, [staffId])).filter((event) => event.kind !== 'added' && event.at > mine.namedAt && event.at <= now.toISOString());
  if (since.length > 0) {
    const first = since[0];
    return {
      ok: false,
      reason: `Your sign-in was ${EVENT_WORDS[first.kind]} on ${indiaTime(first.at)}, after you were named opener of tender ${tenderNo} (${indiaTime(mine.namedAt)}): you can no longer open it. A reset opener is a new sign-in, not the one that was named.`,
    };
  }
  return { ok: true, slot: mine.slot };
}

/**
 * What the desk's "Openers" section shows: the named openers, and every member with why they cannot be
 * chosen (alone, or with a given other member).
 */
export async function openerChoices(db: Db, actor: Actor, tenderNo: string): Promise<TenderOpeners> {
  requireTenderStaff(actor);
  const tender = await tenderState(db, tenderNo);
  const members = await membersOf(db);
  const events = await credentialEventsOf(
    db,
    members.map((member) => member.id),
  );
  const candidates: OpenerCandidate[] = members.map((member) => ({
    staffId: member.id,
    name: member.name,
    email: member.email,
    role: member.role,
    reason: aloneProblem(member, events, tender),
    notWith: members
      .filter((other) => other.id !== member.id)
      .flatMap((other) => {
        const problem = pairProblem(member, other, events);
        return problem ? [{ staffId: other.id, reason: problem.reason }] : [];
      }),
  }));
  return { tenderNo, onlineBids: tender.onlineBids, publishedAt: tender.publishedAt, locked: lockedReason(tender), named: await namedRows(db, tenderNo), members: candidates };
}
