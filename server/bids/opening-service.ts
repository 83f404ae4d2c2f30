import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { amountToPaise, BID_MESSAGES, gstPaiseOf, type OpeningStage } from '@/entities/bid/model/bid';
import {
  bidEnvelopeSchema,
  type Award,
  type BidFile,
  type OpeningBidder,
  type OpeningRecord,
  type OpeningStep,
  type PublicBids,
  type SealingState,
  type sealingArmSchema,
  type ShareParams,
  type StaffBids,
  type TechnicalBidder,
  type TechnicalRecord,
} from '@/entities/bid/model/bid.schema';
import { fromBase64Url, openEnvelope, toBase64Url } from '@/shared/lib/sealed-box';
import { deadlineAt, openingAt } from '@/entities/tender/model/tender-rules';
import { wallClockOf } from '@/shared/lib/company-day';
import type { z } from 'zod';
import { DomainError } from '../lib/domain-error';
import { enqueueMail } from '../lib/mail/outbox';
import type { Actor } from '../staff/actor';
import { appendAudit } from '../staff/audit-log';
import type { SecretBox } from '../staff/secret-box';
import { recordStaffFailure, staffLockedUntil } from '../staff/lockout';
import { matchTotp } from '../staff/totp';
import { setOutcome } from '../tenders/store';
import { alertTradeVendors } from '../tenders/trade-alerts';
import { receiptOf, toSecond } from './bid-service';
import { FINANCIAL_FILE_INDEX } from './intake';
import { openBytes, openChunk } from './sealing';
import { openerSlotOf } from './openers-gate';

/**
 * The opening of a tender's sealed bids, in two stages (issue 38; `docs/bids.md`): the two openers arm it
 * (their keys made in their browsers), each stage is opened by both (the first posts their partials, the
 * second's browser combines and releases the bids' data keys of that stage), the committee qualifies each
 * bidder with a reason, only the qualified bidders' financial envelopes are opened, and the award goes to a
 * ranked bidder with a reason when not L1. The server never holds a share or a passphrase.
 */

type Db = Kysely<DB> | Transaction<DB>;
type StaffActor = Extract<Actor, { kind: 'staff' }>;

/** A begun opening step (its token) holds this long for the partials or keys. */
export const STEP_TOKEN_MS = 10 * 60 * 1000;
/** The first opener's partials wait this long for the second. */
export const PARTIALS_MS = 15 * 60 * 1000;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;
async function lockTender(trx: Transaction<DB>, tenderNo: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`sealing:${tenderNo}`}))`.execute(trx);
}
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const sameHex = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const indiaMinute = (at: Date) => wallClockOf(at).slice(0, 16).replace('T', ' ');
const subjectOf = (tenderNo: string) => `tender:${tenderNo}`;

export const sealingOf = (db: Db, tenderNo: string) => db.selectFrom('tender_sealing').selectAll().where('tender_no', '=', tenderNo).executeTakeFirst();
const openerKeys = (db: Db, tenderNo: string) => db.selectFrom('tender_opener_keys').selectAll().where('tender_no', '=', tenderNo).orderBy('slot').execute();

async function staffNames(db: Db, ids: Array<number | null>) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, { name: string; email: string }>();
  const rows = await db.selectFrom('staff').select(['id', 'name', 'email']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

const tenderOf = async (db: Db, tenderNo: string) => {
  const tender = await db
    .selectFrom('tenders')
    .select(['TenderNo', 'Reference', 'Online_Bids', 'Expiry_Date', 'Bid_Deadline', 'Bid_Opening_At', 'Outcome'])
    .where('TenderNo', '=', tenderNo)
    .executeTakeFirst();
  if (!tender) throw new DomainError('not-found', BID_MESSAGES.noSuchTender);
  return tender;
};

/* ---------- The state as staff see it ---------- */

export async function sealingState(db: Db, tenderNo: string, now: Date): Promise<SealingState> {
  const row = await sealingOf(db, tenderNo);
  if (!row) return { state: 'none', armedBy: [], pendingUntil: null, openingConfirmedBy: null };
  const keys = await openerKeys(db, tenderNo);
  const names = await staffNames(db, keys.map((key) => key.staff_id));
  const who = (id: number) => names.get(id) ?? { name: '', email: '' };
  const waiting = await db
    .selectFrom('opening_steps')
    .select(['staff_id', 'partials_until'])
    .where('tender_no', '=', tenderNo)
    .where('partials', 'is not', null)
    .where('partials_until', '>', now.toISOString())
    .executeTakeFirst();
  const armedBy = Number(row.version) === 2 ? keys.map((key) => ({ ...who(key.staff_id), at: key.armed_at })) : [];
  return {
    state: row.state as SealingState['state'],
    armedBy,
    pendingUntil: null,
    openingConfirmedBy: waiting ? { ...who(waiting.staff_id), until: waiting.partials_until ?? '' } : null,
  };
}

/** The stage whose opening is due now, or null. */
function stageDue(state: string | undefined, tender: { Expiry_Date: string; Bid_Deadline: string; Bid_Opening_At: string }, now: Date): OpeningStage | null {
  if (state === 'armed') {
    const from = openingAt(tender) ?? deadlineAt(tender);
    return from && now.getTime() >= from.getTime() ? 'technical' : null;
  }
  return state === 'evaluated' ? 'financial' : null;
}

export const technicalOf = (row: { technical_record: string | null } | undefined): TechnicalRecord | null =>
  row?.technical_record ? (JSON.parse(row.technical_record) as TechnicalRecord) : null;

/** The financial record; one written before issue 38 (rupees, one stage) is read into today's shape. */
export function recordOf(row: { opening_record: string | null } | undefined): OpeningRecord | null {
  if (!row?.opening_record) return null;
  type Earlier = Omit<OpeningBidder, 'amountPaise' | 'gstPaise' | 'totalPaise' | 'flags'> & { amountPaise?: number; gstPaise?: number; totalPaise?: number; amount?: number; gstAmount?: number; total?: number; flags: Partial<OpeningBidder['flags']> };
  const record = JSON.parse(row.opening_record) as Omit<OpeningRecord, 'bidders'> & { bidders: Earlier[] };
  return {
    ...record,
    bidders: record.bidders.map(({ amount, gstAmount, total, ...bidder }) => ({
      ...bidder,
      amountPaise: bidder.amountPaise ?? Math.round((amount ?? 0) * 100),
      gstPaise: bidder.gstPaise ?? Math.round((gstAmount ?? 0) * 100),
      totalPaise: bidder.totalPaise ?? Math.round((total ?? 0) * 100),
      flags: { late: false, notReconfirmed: false, hashMismatch: false, amountInvalid: false, ...bidder.flags },
    })),
  };
}
export const awardOf = (row: { award: string | null } | undefined): Award | null => (row?.award ? (JSON.parse(row.award) as Award) : null);

/** Counting bids: the latest of each vendor, not withdrawn. */
export async function countBids(db: Db, tenderNo: string): Promise<number> {
  const row = await db.selectFrom('bids').select((eb) => eb.fn.countAll().as('n')).where('tender_no', '=', tenderNo).where('state', '=', 'submitted').executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function staffBids(db: Kysely<DB>, actor: StaffActor, tenderNo: string, now: Date): Promise<StaffBids> {
  const tender = await tenderOf(db, tenderNo);
  const sealing = await sealingState(db, tenderNo, now);
  const row = await sealingOf(db, tenderNo);
  const due = Number(row?.version ?? 2) === 2 ? stageDue(row?.state, tender, now) : null;
  const keys = await openerKeys(db, tenderNo);
  return {
    tenderNo,
    Online_Bids: Number(tender.Online_Bids) === 1,
    Bid_Deadline: tender.Bid_Deadline,
    Bid_Opening_At: tender.Bid_Opening_At,
    sealing,
    bidsCount: await countBids(db, tenderNo),
    youAreOpener: keys.some((key) => key.staff_id === actor.staffId),
    stageDue: due,
    mayOpen: due !== null,
    technical: technicalOf(row),
    record: recordOf(row),
    award: awardOf(row),
  };
}

/* ---------- Arming ---------- */

type ArmingShare = z.output<typeof sealingArmSchema>;

/**
 * One opener arms the tender with the keys their browser made; when both have, bids are taken. An opener
 * may arm again (a passphrase lost) only while no bid is sealed to the keys.
 */
export async function armSealing(db: Kysely<DB>, actor: StaffActor, tenderNo: string, share: ArmingShare, ip: string, now = new Date()): Promise<{ message: string; sealing: SealingState }> {
  const tender = await tenderOf(db, tenderNo);
  if (Number(tender.Online_Bids) !== 1) throw new DomainError('conflict', BID_MESSAGES.notOnlineStaff);
  for (const key of [share.technicalPublicKey, share.financialPublicKey]) {
    const raw = Buffer.from(key, 'base64url');
    if (raw.length !== 65 || raw[0] !== 4) throw new DomainError('invalid', BID_MESSAGES.shareInvalid);
  }
  const slot = await openerSlotOf(db, tenderNo, actor.staffId, now);
  if (!slot.ok) throw new DomainError('forbidden', slot.reason);
  const message = await db.transaction().execute(async (trx) => {
    await lockTender(trx, tenderNo);
    const existing = await sealingOf(trx, tenderNo);
    if (existing && !['pending', 'armed'].includes(existing.state)) throw new DomainError('conflict', existing.state === 'legacy' ? BID_MESSAGES.legacySealing : BID_MESSAGES.alreadyOpened);
    if (existing?.state === 'armed' && (await countBids(trx, tenderNo)) > 0) throw new DomainError('conflict', BID_MESSAGES.reArmHasBids);
    await trx.deleteFrom('tender_opener_keys').where('tender_no', '=', tenderNo).where('slot', '=', slot.slot).execute();
    await trx
      .insertInto('tender_opener_keys')
      .values({
        tender_no: tenderNo,
        slot: slot.slot,
        staff_id: actor.staffId,
        technical_public_key: share.technicalPublicKey,
        financial_public_key: share.financialPublicKey,
        wrapped_share: share.wrappedShare,
        salt: share.salt,
        iterations: share.iterations,
        proof_sha256: share.proofSha256,
        armed_at: now.toISOString(),
      })
      .execute();
    const both = (await trx.selectFrom('tender_opener_keys').select('slot').where('tender_no', '=', tenderNo).execute()).length === 2;
    const state = both ? 'armed' : 'pending';
    const first = (await trx.selectFrom('tender_opener_keys').select(['staff_id', 'armed_at']).where('tender_no', '=', tenderNo).orderBy('slot').executeTakeFirstOrThrow());
    const values = { state, version: 2, armer1_staff_id: first.staff_id, armer1_salt: '', armer1_at: first.armed_at };
    if (existing) await trx.updateTable('tender_sealing').set(values).where('tender_no', '=', tenderNo).execute();
    else await trx.insertInto('tender_sealing').values({ tender_no: tenderNo, ...values }).execute();
    await appendAudit(trx, { actor, action: both ? 'bids.armed' : 'bids.arm-pending', subject: subjectOf(tenderNo), changes: { sealing: { from: existing?.state ?? 'none', to: state }, slot: { from: null, to: slot.slot } }, ip }, now);
    return both ? BID_MESSAGES.armedSecond : BID_MESSAGES.armedFirst;
  });
  return { message, sealing: await sealingState(db, tenderNo, now) };
}

/** How the opener's browser re-derives its keys: not secret (the salt), but only for the opener. */
export async function shareParams(db: Kysely<DB>, actor: StaffActor, tenderNo: string): Promise<ShareParams> {
  await tenderOf(db, tenderNo);
  const key = await db.selectFrom('tender_opener_keys').select(['slot', 'salt', 'iterations']).where('tender_no', '=', tenderNo).where('staff_id', '=', actor.staffId).executeTakeFirst();
  if (!key) throw new DomainError('forbidden', BID_MESSAGES.notAnOpener);
  return { slot: key.slot as 1 | 2, salt: key.salt, iterations: key.iterations };
}

/* ---------- Opening a stage ---------- */

/** The bids whose envelopes of this stage are opened: every counting bid, then only the qualified. */
const stageBids = (db: Db, tenderNo: string, stage: OpeningStage) => {
  let query = db.selectFrom('bids').selectAll().where('tender_no', '=', tenderNo).where('state', '=', 'submitted');
  if (stage === 'financial') query = query.where('decision', '=', 'qualified');
  return query.orderBy('submitted_at').orderBy('id').execute();
};

/** A code and passphrase proof wrong count toward the member's lockout, as a sign-in's do. */
async function checkCredentials(db: Kysely<DB>, box: SecretBox, actor: StaffActor, proofSha256: string, input: { code: string; proof: string }, subject: string, ip: string, now: Date) {
  const member = await db.selectFrom('staff').select(['id', 'totp_secret', 'totp_last_step', 'disabled', 'failed_attempts', 'locked_until']).where('id', '=', actor.staffId).executeTakeFirst();
  if (!member || member.disabled) throw new DomainError('forbidden', BID_MESSAGES.notAnOpener);
  if (staffLockedUntil(member, now)) throw new DomainError('forbidden', BID_MESSAGES.locked);
  const refuse = async (reason: string, error: DomainError) => {
    const locked = await recordStaffFailure(db, member, now);
    await appendAudit(db, { actor, action: 'bids.opening-refused', subject, changes: { reason: { from: null, to: reason } }, ip }, now);
    throw locked ? new DomainError('forbidden', BID_MESSAGES.locked) : error;
  };
  const secret = member.totp_secret ? box.open(member.totp_secret) : null;
  const step = secret ? matchTotp(secret, input.code, now, member.totp_last_step) : null;
  const claimed =
    step === null
      ? undefined
      : await db
          .updateTable('staff')
          .set({ totp_last_step: step })
          .where('id', '=', member.id)
          .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
          .executeTakeFirst();
  if (Number(claimed?.numUpdatedRows ?? 0) !== 1) await refuse('authenticator code wrong', new DomainError('unauthenticated', BID_MESSAGES.codeWrong, { errors: { code: BID_MESSAGES.codeWrong } }));
  if (!sameHex(sha256(Buffer.from(input.proof, 'base64url')), proofSha256)) await refuse('passphrase wrong', new DomainError('unprocessable', BID_MESSAGES.wrongPassphrase, { errors: { passphrase: BID_MESSAGES.wrongPassphrase } }));
  await db.updateTable('staff').set({ failed_attempts: 0 }).where('id', '=', member.id).execute();
}

/**
 * An opener begins their step of a stage: their code and passphrase proof are checked (wrong ones count
 * toward the lockout), and they get their wrapped share, the stage's bids' wrapped keys, and the other
 * opener's partials if those are waiting (then their browser completes the stage).
 */
export async function beginOpening(db: Kysely<DB>, box: SecretBox, actor: StaffActor, tenderNo: string, stage: OpeningStage, input: { code: string; proof: string }, ip: string, now = new Date()): Promise<OpeningStep> {
  const tender = await tenderOf(db, tenderNo);
  const sealing = await sealingOf(db, tenderNo);
  if (!sealing || sealing.state === 'none' || sealing.state === 'pending') throw new DomainError('conflict', BID_MESSAGES.notArmedStaff);
  if (sealing.state === 'legacy') throw new DomainError('conflict', BID_MESSAGES.legacySealing);
  const due = stageDue(sealing.state, tender, now);
  if (due !== stage) {
    if (stage === 'technical' && sealing.state === 'armed') {
      const from = openingAt(tender) ?? deadlineAt(tender);
      throw new DomainError('conflict', BID_MESSAGES.tooEarly(tender.Bid_Opening_At ? tender.Bid_Opening_At.replace('T', ' ') : from ? indiaMinute(from) : 'the bid opening time'));
    }
    throw new DomainError('conflict', sealing.state === 'opened' ? BID_MESSAGES.alreadyOpened : BID_MESSAGES.wrongStage);
  }
  const mine = await db.selectFrom('tender_opener_keys').selectAll().where('tender_no', '=', tenderNo).where('staff_id', '=', actor.staffId).executeTakeFirst();
  const subject = subjectOf(tenderNo);
  if (!mine) {
    await appendAudit(db, { actor, action: 'bids.opening-refused', subject, changes: { reason: { from: null, to: 'not one of the openers' } }, ip }, now);
    throw new DomainError('forbidden', BID_MESSAGES.notAnOpener);
  }
  const still = await openerSlotOf(db, tenderNo, actor.staffId, now);
  if (!still.ok) throw new DomainError('forbidden', still.reason);
  await checkCredentials(db, box, actor, mine.proof_sha256, input, subject, ip, now);
  const steps = await db.selectFrom('opening_steps').selectAll().where('tender_no', '=', tenderNo).where('stage', '=', stage).execute();
  const live = (step: (typeof steps)[number]) => step.partials !== null && (step.partials_until ?? '') > now.toISOString();
  const other = steps.find((step) => step.slot !== mine.slot && live(step));
  if (steps.some((step) => step.slot === mine.slot && live(step))) throw new DomainError('conflict', BID_MESSAGES.sameOpener);
  const token = randomBytes(24).toString('base64url');
  await db.transaction().execute(async (trx) => {
    await lockTender(trx, tenderNo);
    await trx.deleteFrom('opening_steps').where('tender_no', '=', tenderNo).where('stage', '=', stage).where('slot', '=', mine.slot).execute();
    await trx
      .insertInto('opening_steps')
      .values({ tender_no: tenderNo, stage, slot: mine.slot, staff_id: actor.staffId, token_hash: sha256(token), token_until: new Date(now.getTime() + STEP_TOKEN_MS).toISOString(), partials: null, partials_until: null })
      .execute();
  });
  const bids = await stageBids(db, tenderNo, stage);
  return {
    token,
    slot: mine.slot as 1 | 2,
    wrappedShare: mine.wrapped_share,
    bids: bids.map((bid) => ({ bidNumber: bid.bid_number, sealId: bid.seal_id, wrappedKey: stage === 'technical' ? bid.wrapped_key : bid.financial_wrapped_key })),
    partials: other ? (JSON.parse(other.partials!) as Record<string, string>) : null,
  };
}

async function stepOf(db: Db, actor: StaffActor, tenderNo: string, stage: OpeningStage, token: string, now: Date) {
  const step = await db.selectFrom('opening_steps').selectAll().where('tender_no', '=', tenderNo).where('stage', '=', stage).where('staff_id', '=', actor.staffId).executeTakeFirst();
  if (!step || !sameHex(step.token_hash, sha256(token)) || step.token_until <= now.toISOString()) throw new DomainError('conflict', BID_MESSAGES.tokenExpired);
  return step;
}

/** Every bid of the stage has one value, and nothing else does. */
function sameBids(values: Record<string, string>, bids: Array<{ bid_number: string }>, allowEmpty: boolean): boolean {
  const names = Object.keys(values);
  if (names.length !== bids.length || !bids.every((bid) => bid.bid_number in values)) return false;
  return names.every((name) => (allowEmpty && values[name] === '') || Buffer.from(values[name], 'base64url').length === 32);
}

/** The first opener's partials: kept (useless alone) until the second opener completes, or they lapse. */
export async function postPartials(db: Kysely<DB>, actor: StaffActor, tenderNo: string, stage: OpeningStage, input: { token: string; partials: Record<string, string> }, ip: string, now = new Date()): Promise<{ message: string; sealing: SealingState }> {
  const step = await stepOf(db, actor, tenderNo, stage, input.token, now);
  const bids = await stageBids(db, tenderNo, stage);
  if (!sameBids(input.partials, bids, false)) throw new DomainError('invalid', BID_MESSAGES.partialsInvalid);
  await db.transaction().execute(async (trx) => {
    await lockTender(trx, tenderNo);
    const others = await trx.selectFrom('opening_steps').select('slot').where('tender_no', '=', tenderNo).where('stage', '=', stage).where('slot', '!=', step.slot).where('partials', 'is not', null).where('partials_until', '>', now.toISOString()).execute();
    if (others.length > 0) throw new DomainError('conflict', BID_MESSAGES.wrongStage);
    await trx
      .updateTable('opening_steps')
      .set({ partials: JSON.stringify(input.partials), partials_until: new Date(now.getTime() + PARTIALS_MS).toISOString(), token_until: now.toISOString() })
      .where('tender_no', '=', tenderNo)
      .where('stage', '=', stage)
      .where('slot', '=', step.slot)
      .execute();
    await appendAudit(trx, { actor, action: 'bids.opening-confirmed', subject: subjectOf(tenderNo), changes: { opening: { from: null, to: `${stage} confirmed by one opener` } }, ip }, now);
  });
  return { message: BID_MESSAGES.firstConfirmed, sealing: await sealingState(db, tenderNo, now) };
}

/** A file's decrypted chunks, or null at the first chunk that does not decrypt. */
export async function* openedChunks(db: Db, uploadId: string, fileIndex: number, dataKey: Buffer): AsyncGenerator<Buffer | null> {
  for (let seq = 0; ; seq += 1) {
    const row = await db.selectFrom('bid_chunks').select('data').where('upload_id', '=', uploadId).where('file_index', '=', fileIndex).where('seq', '=', seq).executeTakeFirst();
    if (!row) return;
    yield openChunk(dataKey, uploadId, fileIndex, seq, Buffer.from(row.data));
  }
}

async function sealedEnvelopeBytes(db: Db, uploadId: string): Promise<Buffer> {
  const rows = await db.selectFrom('bid_chunks').select('data').where('upload_id', '=', uploadId).where('file_index', '=', FINANCIAL_FILE_INDEX).orderBy('seq').execute();
  return Buffer.concat(rows.map((row) => Buffer.from(row.data)));
}

type BidRow = Awaited<ReturnType<typeof stageBids>>[number];

async function technicalBidder(db: Db, bid: BidRow, key: Buffer | null, deadline: Date | null): Promise<TechnicalBidder> {
  const receipt = receiptOf(bid);
  const manifest = key ? openBytes(key, bid.technical_manifest, `technical:${bid.upload_id}`) : null;
  const bidder = manifest ? ((JSON.parse(manifest.toString('utf8')) as { bidder?: string }).bidder ?? '') : '';
  const files = [];
  for (const file of receipt.files.filter((entry) => entry.envelope === 'technical')) {
    let matches = key !== null;
    const hash = createHash('sha256');
    if (key) {
      for await (const chunk of openedChunks(db, bid.upload_id, file.index, key)) {
        if (!chunk) {
          matches = false;
          break;
        }
        hash.update(chunk);
      }
    }
    files.push({ ...file, matches: matches && hash.digest('hex') === file.sha256 });
  }
  return {
    bidNumber: bid.bid_number,
    bidder,
    submittedAt: receipt.submittedAt,
    flags: {
      late: !deadline || new Date(bid.submitted_at).getTime() >= deadline.getTime(),
      notReconfirmed: Number(bid.needs_reconfirmation) === 1,
      hashMismatch: !manifest || files.some((file) => !file.matches),
      amountInvalid: false,
    },
    files,
    decision: null,
    reason: '',
    decidedBy: '',
    decidedAt: '',
  };
}

async function financialBidder(db: Db, tenderNo: string, bid: BidRow, key: Buffer | null, technical: TechnicalBidder | undefined): Promise<{ bidder: OpeningBidder; priceSchedule: BidFile | null }> {
  const receipt = receiptOf(bid);
  const opened = key ? await openEnvelope<unknown>(await sealedEnvelopeBytes(db, bid.upload_id), key, { tenderNo, sealId: bid.seal_id }) : null;
  const parsed = opened ? bidEnvelopeSchema.safeParse(opened.header) : null;
  const envelope = parsed?.success ? parsed.data : null;
  const amountPaise = envelope ? amountToPaise(envelope.amount) : null;
  const schedule = envelope?.priceSchedule ?? null;
  const scheduleBytes = schedule && opened ? opened.attachment.subarray(0, schedule.size) : null;
  const scheduleMatches = !schedule || (scheduleBytes !== null && scheduleBytes.length === schedule.size && createHash('sha256').update(scheduleBytes).digest('hex') === schedule.sha256);
  const financialMatches = opened !== null && opened.plainSha256 === receipt.plainSha256 && envelope?.tenderNo === tenderNo && envelope?.sealId === bid.seal_id;
  const gstRate = envelope?.gstRate ?? 0;
  const amount = amountPaise ?? 0;
  const gst = gstPaiseOf(amount, gstRate);
  const priceSchedule: BidFile | null = schedule ? { index: 0, envelope: 'financial', name: schedule.name, type: 'xlsx', size: schedule.size, sha256: schedule.sha256 } : null;
  return {
    priceSchedule,
    bidder: {
      bidNumber: bid.bid_number,
      bidder: envelope?.bidder ?? technical?.bidder ?? '',
      amountPaise: amount,
      gstRate,
      gstPaise: gst,
      totalPaise: amount + gst,
      validityDays: envelope?.validityDays ?? 0,
      submittedAt: receipt.submittedAt,
      rank: null,
      flags: {
        late: technical?.flags.late ?? false,
        notReconfirmed: technical?.flags.notReconfirmed ?? false,
        hashMismatch: !financialMatches || !scheduleMatches,
        amountInvalid: opened !== null && (envelope === null || amountPaise === null),
      },
      files: priceSchedule ? [{ ...priceSchedule, matches: scheduleMatches }] : [],
      financialMatches,
    },
  };
}

const flagged = (bidder: { flags: Record<string, boolean> }) => Object.values(bidder.flags).some(Boolean);

/**
 * The second opener's browser combined both partials and sends the stage's data keys: each is checked
 * against its bid (a key that opens nothing flags that bid, the others open), the stage's record is written,
 * the partials and step tokens are deleted, and the bidders are told. After the financial stage the
 * openers' wrapped shares are deleted too: nothing is left that could open a not-qualified envelope.
 */
export async function postKeys(db: Kysely<DB>, actor: StaffActor, tenderNo: string, stage: OpeningStage, input: { token: string; keys: Record<string, string> }, ip: string, notify = true, now = new Date()): Promise<{ message: string; technical: TechnicalRecord | null; record: OpeningRecord | null }> {
  const step = await stepOf(db, actor, tenderNo, stage, input.token, now);
  const tender = await tenderOf(db, tenderNo);
  const other = await db.selectFrom('opening_steps').selectAll().where('tender_no', '=', tenderNo).where('stage', '=', stage).where('slot', '!=', step.slot).where('partials', 'is not', null).where('partials_until', '>', now.toISOString()).executeTakeFirst();
  if (!other) throw new DomainError('conflict', BID_MESSAGES.wrongStage);
  const bids = await stageBids(db, tenderNo, stage);
  if (!sameBids(input.keys, bids, true)) throw new DomainError('invalid', BID_MESSAGES.partialsInvalid);
  const keyOf = (bid: BidRow) => (input.keys[bid.bid_number] ? Buffer.from(input.keys[bid.bid_number], 'base64url') : null);
  const keys = await staffNames(db, (await openerKeys(db, tenderNo)).map((key) => key.staff_id));
  const openedBy = [...keys.values()].map((member) => member.name);
  const sealing = await sealingOf(db, tenderNo);
  const deadline = deadlineAt(tender);

  let technical: TechnicalRecord | null = null;
  let record: OpeningRecord | null = null;
  const usable: Record<string, string> = {};
  if (stage === 'technical') {
    const bidders: TechnicalBidder[] = [];
    for (const bid of bids) {
      const key = keyOf(bid);
      const entry = await technicalBidder(db, bid, key, deadline);
      bidders.push(entry);
      if (key && !entry.flags.hashMismatch) usable[bid.bid_number] = toBase64Url(key);
    }
    if (bids.length > 0 && Object.keys(usable).length === 0) throw new DomainError('unprocessable', BID_MESSAGES.keysDoNotOpen);
    technical = { tenderNo, openedAt: toSecond(now), openedBy, bidsCount: bidders.length, evaluatedAt: null, bidders };
  } else {
    const earlier = technicalOf(sealing);
    const bidders: OpeningBidder[] = [];
    for (const bid of bids) {
      const key = keyOf(bid);
      const { bidder } = await financialBidder(db, tenderNo, bid, key, earlier?.bidders.find((entry) => entry.bidNumber === bid.bid_number));
      bidders.push(bidder);
      if (key && bidder.financialMatches) usable[bid.bid_number] = toBase64Url(key);
    }
    if (bids.length > 0 && Object.keys(usable).length === 0) throw new DomainError('unprocessable', BID_MESSAGES.keysDoNotOpen);
    const ranked = bidders.filter((bidder) => !flagged(bidder)).sort((a, b) => a.amountPaise - b.amountPaise || a.submittedAt.localeCompare(b.submittedAt));
    ranked.forEach((bidder, index) => {
      bidder.rank = `L${index + 1}`;
    });
    record = { tenderNo, openedAt: toSecond(now), openedBy, bidsCount: bidders.length, bidders: [...ranked, ...bidders.filter(flagged)] };
  }

  await db.transaction().execute(async (trx) => {
    await lockTender(trx, tenderNo);
    const from = stage === 'technical' ? 'armed' : 'evaluated';
    const done = await trx
      .updateTable('tender_sealing')
      .set(stage === 'technical' ? { state: 'technical-opened', technical_record: JSON.stringify(technical), technical_opened_at: now.toISOString() } : { state: 'opened', opened_at: now.toISOString(), opening_record: JSON.stringify(record) })
      .where('tender_no', '=', tenderNo)
      .where('state', '=', from)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new DomainError('conflict', BID_MESSAGES.alreadyOpened);
    for (const [bidNumber, key] of Object.entries(usable)) {
      await trx.updateTable('bids').set(stage === 'technical' ? { technical_key: key } : { financial_key: key }).where('tender_no', '=', tenderNo).where('bid_number', '=', bidNumber).execute();
    }
    await trx.deleteFrom('opening_steps').where('tender_no', '=', tenderNo).where('stage', '=', stage).execute();
    if (stage === 'financial') await trx.deleteFrom('tender_opener_keys').where('tender_no', '=', tenderNo).execute();
    await appendAudit(trx, { actor, action: stage === 'technical' ? 'bids.technical-opened' : 'bids.opened', subject: subjectOf(tenderNo), changes: { sealing: { from, to: stage === 'technical' ? 'technical-opened' : 'opened' }, bids: { from: null, to: bids.length } }, ip }, now);
    if (notify) {
      const text =
        stage === 'technical'
          ? `The technical envelopes of tender ${tenderNo} (${tender.Reference}) were opened on ${indiaMinute(now)} (India time). The committee now evaluates them; you will be told whether your bid qualified. Prices stay sealed until then.`
          : `The financial envelopes of the qualified bidders on tender ${tenderNo} (${tender.Reference}) were opened on ${indiaMinute(now)} (India time). Log in and open My applications to read the opening record.`;
      // A bidder whose envelope did not open or did not match their receipt is told so; the others opened.
      const entries = new Map<string, { flags: Record<string, boolean> }>((stage === 'technical' ? technical!.bidders : record!.bidders).map((entry) => [entry.bidNumber, entry]));
      const byAccount = new Map(bids.map((bid) => [bid.account_id, bid.bid_number]));
      await mailBidders(trx, bids.map((bid) => bid.account_id), `Tender ${tenderNo}: ${stage} envelopes opened`, text, now, (accountId) => {
        const bidNumber = byAccount.get(accountId)!;
        const flags = entries.get(bidNumber)?.flags ?? {};
        if (flags.hashMismatch) return `Your bid ${bidNumber}: its ${stage} envelope did not open or did not match your receipt's hashes, so it is listed as such and not ranked. Reply to this e-mail with your receipt if you think this is wrong.`;
        if (flags.amountInvalid) return `Your bid ${bidNumber}: the amount in its financial envelope is not written in digits, so it is not ranked.`;
        return '';
      });
    }
  });
  return { message: stage === 'technical' ? BID_MESSAGES.technicalOpened(bids.length) : BID_MESSAGES.opened(bids.length), technical, record };
}

async function mailBidders(trx: Db, accountIds: number[], subject: string, body: string, now: Date, only?: (accountId: number) => string | null) {
  if (accountIds.length === 0) return;
  const accounts = await trx.selectFrom('accounts').select(['id', 'email']).where('id', 'in', [...new Set(accountIds)]).execute();
  for (const account of accounts) {
    const extra = only ? only(account.id) : '';
    if (extra === null) continue;
    await enqueueMail(trx, account.id, { kind: 'bid-notice', subject: subject.slice(0, 200), body: extra ? `${body}\n\n${extra}` : body, replyTo: null, to: account.email }, now);
  }
}

/* ---------- The technical evaluation ---------- */

export async function evaluateBid(db: Kysely<DB>, actor: StaffActor, tenderNo: string, input: { bidNumber: string; decision: 'qualified' | 'not-qualified'; reason: string }, ip: string, now = new Date()): Promise<TechnicalRecord> {
  return db.transaction().execute(async (trx) => {
    await lockTender(trx, tenderNo);
    const sealing = await sealingOf(trx, tenderNo);
    if (!sealing || sealing.state !== 'technical-opened') throw new DomainError('conflict', BID_MESSAGES.wrongStage);
    const record = technicalOf(sealing)!;
    const entry = record.bidders.find((bidder) => bidder.bidNumber === input.bidNumber);
    if (!entry) throw new DomainError('not-found', BID_MESSAGES.noSuchBid);
    const member = await trx.selectFrom('staff').select('name').where('id', '=', actor.staffId).executeTakeFirst();
    const previous = entry.decision;
    Object.assign(entry, { decision: input.decision, reason: input.reason, decidedBy: member?.name ?? actor.email, decidedAt: toSecond(now) });
    await trx.updateTable('tender_sealing').set({ technical_record: JSON.stringify(record) }).where('tender_no', '=', tenderNo).execute();
    await trx.updateTable('bids').set({ decision: input.decision, decision_reason: input.reason, decided_by: entry.decidedBy, decided_at: now.toISOString() }).where('tender_no', '=', tenderNo).where('bid_number', '=', input.bidNumber).where('state', '=', 'submitted').execute();
    await appendAudit(trx, { actor, action: 'bids.evaluated', subject: subjectOf(tenderNo), changes: { [input.bidNumber]: { from: previous, to: `${input.decision}: ${input.reason}` } }, ip }, now);
    return record;
  });
}

/** The evaluation is final: every bidder decided; each is told their result (with the reason). */
export async function finishEvaluation(db: Kysely<DB>, actor: StaffActor, tenderNo: string, ip: string, notify = true, now = new Date()): Promise<{ message: string; technical: TechnicalRecord }> {
  const tender = await tenderOf(db, tenderNo);
  return db.transaction().execute(async (trx) => {
    await lockTender(trx, tenderNo);
    const sealing = await sealingOf(trx, tenderNo);
    if (!sealing || sealing.state !== 'technical-opened') throw new DomainError('conflict', BID_MESSAGES.wrongStage);
    const record = technicalOf(sealing)!;
    if (record.bidders.some((bidder) => bidder.decision === null)) throw new DomainError('conflict', BID_MESSAGES.evaluationOpen);
    record.evaluatedAt = toSecond(now);
    await trx.updateTable('tender_sealing').set({ state: 'evaluated', evaluated_at: now.toISOString(), technical_record: JSON.stringify(record) }).where('tender_no', '=', tenderNo).execute();
    const qualified = record.bidders.filter((bidder) => bidder.decision === 'qualified').length;
    await appendAudit(trx, { actor, action: 'bids.evaluation-final', subject: subjectOf(tenderNo), changes: { qualified: { from: null, to: `${qualified} of ${record.bidders.length}` } }, ip }, now);
    if (notify) {
      const rows = await trx.selectFrom('bids').select(['account_id', 'bid_number', 'decision', 'decision_reason']).where('tender_no', '=', tenderNo).where('state', '=', 'submitted').execute();
      const byAccount = new Map(rows.map((row) => [row.account_id, row]));
      await mailBidders(
        trx,
        rows.map((row) => row.account_id),
        `Tender ${tenderNo}: result of the technical evaluation`,
        `The technical evaluation of tender ${tenderNo} (${tender.Reference}) is final.`,
        now,
        (accountId) => {
          const row = byAccount.get(accountId)!;
          return row.decision === 'qualified'
            ? `Your bid ${row.bid_number} QUALIFIED (${row.decision_reason}). Your financial envelope will be opened with the other qualified bidders'.`
            : `Your bid ${row.bid_number} did NOT qualify: ${row.decision_reason}. Your financial envelope will never be opened.`;
        },
      );
    }
    return { message: BID_MESSAGES.evaluationDone(qualified, record.bidders.length), technical: record };
  });
}

/* ---------- The award ---------- */

export async function awardBid(db: Kysely<DB>, actor: StaffActor, tenderNo: string, input: { bidNumber: string; reason: string }, ip: string, notify = true, now = new Date(), publicUrl: string | null = null): Promise<Award> {
  const tender = await tenderOf(db, tenderNo);
  return db.transaction().execute(async (trx) => {
    await lockTender(trx, tenderNo);
    const sealing = await sealingOf(trx, tenderNo);
    if (!sealing || sealing.state !== 'opened') throw new DomainError('conflict', BID_MESSAGES.wrongStage);
    if (sealing.award) throw new DomainError('conflict', BID_MESSAGES.alreadyAwarded);
    const record = recordOf(sealing)!;
    const winner = record.bidders.find((bidder) => bidder.bidNumber === input.bidNumber);
    if (!winner || !winner.rank) throw new DomainError('conflict', BID_MESSAGES.awardNotRanked, { errors: { bidNumber: BID_MESSAGES.awardNotRanked } });
    const reason = input.reason.trim();
    if (winner.rank !== 'L1' && reason.length < 5) throw new DomainError('invalid', BID_MESSAGES.awardReason, { errors: { reason: BID_MESSAGES.awardReason } });
    const member = await trx.selectFrom('staff').select('name').where('id', '=', actor.staffId).executeTakeFirst();
    const award: Award = {
      bidNumber: winner.bidNumber,
      bidder: winner.bidder,
      rank: winner.rank,
      amountPaise: winner.amountPaise,
      gstRate: winner.gstRate,
      gstPaise: winner.gstPaise,
      totalPaise: winner.totalPaise,
      reason,
      awardedAt: toSecond(now),
      awardedBy: member?.name ?? actor.email,
    };
    await trx.updateTable('tender_sealing').set({ award: JSON.stringify(award) }).where('tender_no', '=', tenderNo).execute();
    await setOutcome(trx, tenderNo, 'Awarded', now);
    // Vendors of the tender's trades hear of its result, as of an award from the tenders desk.
    await alertTradeVendors(trx, tenderNo, { kind: 'awarded' }, now, publicUrl);
    await appendAudit(trx, { actor, action: 'bids.awarded', subject: subjectOf(tenderNo), changes: { award: { from: null, to: `${award.bidNumber} (${award.rank}) ${award.bidder}${reason ? `: ${reason}` : ''}` }, Outcome: { from: tender.Outcome, to: 'Awarded' } }, ip }, now);
    if (notify) {
      const rows = await trx.selectFrom('bids').select(['account_id', 'bid_number']).where('tender_no', '=', tenderNo).where('state', '=', 'submitted').execute();
      const winners = new Set(rows.filter((row) => row.bid_number === award.bidNumber).map((row) => row.account_id));
      await mailBidders(trx, rows.map((row) => row.account_id), `Tender ${tenderNo}: awarded`, `Tender ${tenderNo} (${tender.Reference}) was awarded to ${award.bidder} (${award.rank}).`, now, (accountId) =>
        winners.has(accountId) ? 'Your bid won. Log in and open My applications to download the letter of award; the office will contact you.' : 'Thank you for bidding. The opening record is under My applications.',
      );
    }
    return award;
  });
}

/* ---------- What vendors and the public see ---------- */

export async function publicBids(db: Kysely<DB>, tenderNo: string, accountId: number | null): Promise<PublicBids> {
  const tender = await db.selectFrom('tenders').select(['TenderNo', 'Outcome']).where('TenderNo', '=', tenderNo).where('Published', '=', 1).executeTakeFirst();
  if (!tender) throw new DomainError('not-found', BID_MESSAGES.noSuchTender);
  const row = await sealingOf(db, tenderNo);
  const mine = accountId === null ? undefined : await db.selectFrom('bids').select(['decision', 'decision_reason']).where('tender_no', '=', tenderNo).where('account_id', '=', accountId).where('state', '=', 'submitted').executeTakeFirst();
  const technicalResult = mine?.decision && row?.evaluated_at ? { decision: mine.decision as 'qualified' | 'not-qualified', reason: mine.decision_reason } : null;
  const record = row?.state === 'opened' ? recordOf(row) : null;
  if (!record) return { tenderNo, opened: false, openedAt: null, bidsCount: null, award: null, record: null, technicalResult };
  const award = awardOf(row);
  const bidder = accountId !== null && (await db.selectFrom('bids').select('id').where('tender_no', '=', tenderNo).where('account_id', '=', accountId).executeTakeFirst());
  return {
    tenderNo,
    opened: true,
    openedAt: record.openedAt,
    bidsCount: technicalOf(row)?.bidsCount ?? record.bidsCount,
    award: tender.Outcome === 'Awarded' && award ? { bidder: award.bidder, amountPaise: award.amountPaise, gstRate: award.gstRate } : null,
    record: bidder ? { ...record, bidders: record.bidders.map((entry) => ({ ...entry, files: [] })) } : null,
    technicalResult,
  };
}

/** An opened bid's file for staff: a technical file after the technical opening, the price schedule after the financial one. */
export async function openedFile(db: Kysely<DB>, tenderNo: string, bidNumber: string, envelope: 'technical' | 'financial', index: number) {
  const row = await db.selectFrom('bids').selectAll().where('tender_no', '=', tenderNo).where('bid_number', '=', bidNumber).where('state', '=', 'submitted').executeTakeFirst();
  if (!row) throw new DomainError('not-found', BID_MESSAGES.noSuchBid);
  if (envelope === 'technical') {
    const file = receiptOf(row).files.find((entry) => entry.index === index && entry.envelope === 'technical');
    if (!row.technical_key) throw new DomainError('conflict', BID_MESSAGES.notOpenedYet);
    if (!file) throw new DomainError('not-found', BID_MESSAGES.noSuchBid);
    return { file, chunks: openedChunks(db, row.upload_id, index, Buffer.from(fromBase64Url(row.technical_key))) };
  }
  if (!row.financial_key) throw new DomainError('conflict', BID_MESSAGES.notOpenedYet);
  const opened = await openEnvelope<unknown>(await sealedEnvelopeBytes(db, row.upload_id), Buffer.from(fromBase64Url(row.financial_key)), { tenderNo, sealId: row.seal_id });
  const parsed = opened ? bidEnvelopeSchema.safeParse(opened.header) : null;
  const schedule = parsed?.success ? parsed.data.priceSchedule : null;
  if (!opened || !schedule) throw new DomainError('not-found', BID_MESSAGES.noSuchBid);
  const bytes = Buffer.from(opened.attachment.subarray(0, schedule.size));
  const file: BidFile = { index: 0, envelope: 'financial', name: schedule.name, type: 'xlsx', size: bytes.length, sha256: schedule.sha256 };
  return {
    file,
    chunks: (async function* () {
      yield bytes;
    })(),
  };
}
