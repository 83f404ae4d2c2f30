import { createHash, randomBytes } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { BID_MESSAGES, type BidReceipt, type MyBid, type OpeningBidder, type OpeningRecord, type PublicBids, type SealingState, type StaffBids } from '@/entities/bid/model/bid';
import { deadlineAt, openingAt, TENDER_MESSAGES, tenderStatus } from '@/entities/tender/model/tender-rules';
import { wallClockOf } from '@/shared/lib/company-day';
import { HttpError } from '../lib/http-error';
import { enqueueMail } from '../lib/mail/outbox';
import { completedProfile } from '../routes/accounts/profile';
import type { Actor } from '../staff/actor';
import { appendAudit } from '../staff/audit-log';
import type { SecretBox } from '../staff/secret-box';
import { matchTotp } from '../staff/totp';
import {
  makeOpeningKeys,
  newSalt,
  openBytes,
  openChunk,
  openerKey,
  openOpeningKey,
  privateKeyDer,
  privateKeyFromDer,
  unwrapDataKey,
} from './sealing';

/**
 * The rules of sealed online bids (issue 23; the contract is `docs/bids.md`): who may bid when, the
 * two openers' arming and opening, withdrawal, re-confirmation after a corrigendum, and the opening
 * record. The streamed intake of a bid's files is `intake.ts`; the routes are `server/routes/bids.ts`
 * and `server/routes/staff/bids.ts`. Refusals are `HttpError`s with the contract's words.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** The first opener's arming waits this long for the second. */
export const ARM_PENDING_MS = 30 * 60 * 1000;
/** The first confirmation of an opening waits this long for the second. */
export const OPENING_PENDING_MS = 15 * 60 * 1000;
/** An upload older than this without its bid row is an interrupted one: its chunks are swept. */
export const ORPHAN_UPLOAD_MS = 2 * 60 * 60 * 1000;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** One bid change per vendor and tender at a time (SQLite has one writer anyway). */
async function lockVendor(trx: Transaction<DB>, tenderNo: string, accountId: number): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`bid:${tenderNo}:${accountId}`}))`.execute(trx);
}
async function lockTender(trx: Transaction<DB>, tenderNo: string): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`sealing:${tenderNo}`}))`.execute(trx);
}

/** ISO instant to the second: what a receipt names. */
export const toSecond = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** `25/11/2026 15:45:42 IST`. */
export function indiaStamp(at: Date): string {
  const clock = wallClockOf(at);
  return `${clock.slice(8, 10)}/${clock.slice(5, 7)}/${clock.slice(0, 4)} ${clock.slice(11)} IST`;
}
const indiaMinute = (at: Date) => wallClockOf(at).slice(0, 16).replace('T', ' ');

export const sha256Hex = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');

/* ---------- The tender and the vendor ---------- */

export async function publishedTender(db: Db, tenderNo: string) {
  return db
    .selectFrom('tenders')
    .select(['TenderNo', 'Reference', 'Expiry_Date', 'Bid_Deadline', 'Bid_Opening_At', 'Online_Bids', 'Outcome'])
    .where('TenderNo', '=', tenderNo)
    .where('Published', '=', 1)
    .executeTakeFirst();
}
type TenderRow = NonNullable<Awaited<ReturnType<typeof publishedTender>>>;

export const sealingOf = (db: Db, tenderNo: string) => db.selectFrom('tender_sealing').selectAll().where('tender_no', '=', tenderNo).executeTakeFirst();

/** Why bids are not taken on this tender now, or null when they are (the vendor aside). */
export function biddingRefusal(tender: TenderRow, sealingState: string | undefined, now: Date): { status: 409; message: string } | null {
  if (Number(tender.Online_Bids) !== 1) return { status: 409, message: BID_MESSAGES.notOnline };
  if (sealingState === 'opened') return { status: 409, message: BID_MESSAGES.notOpen };
  if (sealingState !== 'armed') return { status: 409, message: BID_MESSAGES.notArmed };
  const status = tenderStatus(tender, now);
  if (status === 'Open' || status === 'Closing soon') return null;
  if (status === 'Closed') return { status: 409, message: BID_MESSAGES.deadlinePassed };
  return { status: 409, message: TENDER_MESSAGES.notOpen(status) };
}

export interface BidGate {
  tender: TenderRow;
  publicKey: string;
  /** The company the bid goes out under: the vendor profile's as it is when the bid is sent (sealed in the financial envelope). */
  bidder: { companyName: string };
  account: { id: number; email: string };
}

/**
 * Everything a bid needs checked before a byte of it is read: the tender, its sealing, the vendor. The vendor
 * needs a completed vendor profile (issue 23, item 2), not a registration for this tender ("Apply" registers
 * interest; a bid is its own, sealed, act).
 */
export async function bidGate(db: Db, tenderNo: string, account: { id: number; email: string }, now: Date): Promise<BidGate> {
  const tender = await publishedTender(db, tenderNo);
  if (!tender) throw new HttpError(404, BID_MESSAGES.noSuchTender);
  const profile = await completedProfile(db, account.id);
  if (!profile) throw new HttpError(403, BID_MESSAGES.profileFirst);
  const sealing = await sealingOf(db, tenderNo);
  const refusal = biddingRefusal(tender, sealing?.state, now);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
  return { tender, publicKey: sealing!.public_key!, bidder: { companyName: profile.companyName }, account };
}

/** The deadline has passed at `now` (the server's clock, to the millisecond). */
export function pastDeadline(tender: TenderRow, now: Date): boolean {
  const deadline = deadlineAt(tender);
  return !deadline || now.getTime() >= deadline.getTime();
}

/* ---------- A vendor's bids ---------- */

const latestBid = (db: Db, tenderNo: string, accountId: number) =>
  db.selectFrom('bids').selectAll().where('tender_no', '=', tenderNo).where('account_id', '=', accountId).where('state', '!=', 'superseded').orderBy('id', 'desc').executeTakeFirst();

export const receiptOf = (row: { receipt: string }): BidReceipt => JSON.parse(row.receipt) as BidReceipt;

/** Drops the sealed chunks of a bid that no longer counts (withdrawn or replaced): nothing is kept that cannot be opened. */
async function dropChunks(trx: Db, uploadId: string): Promise<void> {
  await trx.deleteFrom('bid_chunks').where('upload_id', '=', uploadId).execute();
}

export interface NewBid {
  uploadId: string;
  bidNumber: string;
  wrappedKey: string;
  financialSealed: string;
  receipt: Omit<BidReceipt, 'submittedAt' | 'submittedAtIndia' | 'confirmedAt'>;
}

/**
 * Commits a bid whose chunks are all written: one transaction that re-checks the deadline on the server's
 * clock (a bid whose upload outlasted it is refused), replaces the vendor's earlier bid, writes the bid row
 * (only now does the bid exist), audits it without its amount and queues the receipt e-mail.
 */
export async function commitBid(db: Kysely<DB>, gate: BidGate, bid: NewBid, ip: string, notify = true): Promise<{ receipt: BidReceipt; replaced: boolean }> {
  return db.transaction().execute(async (trx) => {
    await lockVendor(trx, gate.tender.TenderNo, gate.account.id);
    const now = new Date();
    const tender = await publishedTender(trx, gate.tender.TenderNo);
    const sealing = await sealingOf(trx, gate.tender.TenderNo);
    if (!tender || pastDeadline(tender, now)) throw new HttpError(409, BID_MESSAGES.deadlinePassedDuringUpload);
    const refusal = biddingRefusal(tender, sealing?.state, now);
    if (refusal) throw new HttpError(refusal.status, refusal.message);
    const earlier = await trx
      .selectFrom('bids')
      .select(['id', 'upload_id'])
      .where('tender_no', '=', tender.TenderNo)
      .where('account_id', '=', gate.account.id)
      .where('state', '=', 'submitted')
      .execute();
    for (const row of earlier) {
      await trx.updateTable('bids').set({ state: 'superseded' }).where('id', '=', row.id).execute();
      await dropChunks(trx, row.upload_id);
    }
    const at = toSecond(now);
    const receipt: BidReceipt = { ...bid.receipt, submittedAt: at, submittedAtIndia: indiaStamp(now), confirmedAt: at };
    const { id } = await trx
      .insertInto('bids')
      .values({
        bid_number: bid.bidNumber,
        tender_no: tender.TenderNo,
        account_id: gate.account.id,
        upload_id: bid.uploadId,
        state: 'submitted',
        submitted_at: now.toISOString(),
        confirmed_at: now.toISOString(),
        withdrawn_at: null,
        wrapped_key: bid.wrappedKey,
        financial_sealed: bid.financialSealed,
        receipt: JSON.stringify(receipt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.deleteFrom('bid_uploads').where('id', '=', bid.uploadId).execute();
    await appendAudit(trx, { actor: { kind: 'anonymous' }, action: 'bids.submitted', subject: `tender:${tender.TenderNo}`, changes: { bid: { from: null, to: 'sealed bid received' } }, ip }, now);
    if (notify) await enqueueMail(trx, id, { ...receiptMail(receipt, tender.Reference, earlier.length > 0), to: gate.account.email }, now);
    return { receipt, replaced: earlier.length > 0 };
  });
}

function receiptMail(receipt: BidReceipt, reference: string, replaced: boolean) {
  const files = receipt.files.map((file) => `  ${file.envelope === 'financial' ? 'Price schedule' : 'File'} ${file.index + 1}: ${file.name} (${file.size} bytes)\n    SHA-256 ${file.sha256}`);
  return {
    kind: 'bid-receipt' as const,
    subject: `Bid receipt ${receipt.bidNumber}: tender ${receipt.tenderNo}`.slice(0, 200),
    body: [
      `Your bid on tender ${receipt.tenderNo} (${reference}) was received and sealed${replaced ? '; it replaces your earlier bid' : ''}.`,
      '',
      `Bid number:     ${receipt.bidNumber}`,
      `Received:       ${receipt.submittedAtIndia} (${receipt.submittedAt})`,
      `Financial envelope SHA-256: ${receipt.financialSha256}`,
      ...files,
      '',
      'Nobody can read your bid before the public opening. Keep this e-mail: the hashes prove what you sent.',
    ].join('\n'),
    replyTo: null,
  };
}

export async function myBid(db: Kysely<DB>, tenderNo: string, accountId: number, now: Date): Promise<MyBid> {
  const tender = await publishedTender(db, tenderNo);
  if (!tender) throw new HttpError(404, BID_MESSAGES.noSuchTender);
  const sealing = await sealingOf(db, tenderNo);
  const refusal = biddingRefusal(tender, sealing?.state, now);
  const reason = refusal?.message ?? ((await completedProfile(db, accountId)) ? '' : BID_MESSAGES.profileFirst);
  const row = await latestBid(db, tenderNo, accountId);
  return {
    tenderNo,
    acceptingBids: reason === '',
    notAcceptingReason: reason,
    Bid_Deadline: tender.Bid_Deadline,
    Bid_Opening_At: tender.Bid_Opening_At,
    bid: row
      ? { state: row.state as 'submitted' | 'withdrawn', receipt: receiptOf(row), needsReconfirmation: row.state === 'submitted' && Number(row.needs_reconfirmation) === 1, withdrawnAt: row.withdrawn_at }
      : null,
    opened: sealing?.state === 'opened',
  };
}

/**
 * A vendor's change to their own bid (withdraw, re-confirm): taken under the vendor's lock, on a published
 * tender before its deadline; answers the clock it was judged on and the vendor's latest bid, if any.
 */
async function vendorsLatestBid(trx: Transaction<DB>, tenderNo: string, accountId: number) {
  await lockVendor(trx, tenderNo, accountId);
  const now = new Date();
  const tender = await publishedTender(trx, tenderNo);
  if (!tender) throw new HttpError(404, BID_MESSAGES.noSuchTender);
  if (pastDeadline(tender, now)) throw new HttpError(409, BID_MESSAGES.deadlinePassed);
  return { now, row: await latestBid(trx, tenderNo, accountId) };
}

/** Withdraws the vendor's bid (until the deadline): it no longer counts, and its sealed files are dropped. */
export async function withdrawBid(db: Kysely<DB>, tenderNo: string, accountId: number, ip: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { now, row } = await vendorsLatestBid(trx, tenderNo, accountId);
    if (!row || row.state !== 'submitted') throw new HttpError(409, BID_MESSAGES.nothingToWithdraw);
    await trx.updateTable('bids').set({ state: 'withdrawn', withdrawn_at: now.toISOString() }).where('id', '=', row.id).execute();
    await dropChunks(trx, row.upload_id);
    await appendAudit(trx, { actor: { kind: 'anonymous' }, action: 'bids.withdrawn', subject: `tender:${tenderNo}`, changes: { bid: { from: 'sealed bid', to: 'withdrawn' } }, ip }, now);
  });
}

/** Re-confirms the vendor's bid after a corrigendum (until the deadline); the receipt's `confirmedAt` moves on. */
export async function reconfirmBid(db: Kysely<DB>, tenderNo: string, accountId: number, ip: string): Promise<BidReceipt> {
  return db.transaction().execute(async (trx) => {
    const { now, row } = await vendorsLatestBid(trx, tenderNo, accountId);
    if (!row || row.state !== 'submitted' || Number(row.needs_reconfirmation) !== 1) throw new HttpError(409, BID_MESSAGES.nothingToReconfirm);
    const receipt = { ...receiptOf(row), confirmedAt: toSecond(now) };
    await trx.updateTable('bids').set({ needs_reconfirmation: 0, confirmed_at: now.toISOString(), receipt: JSON.stringify(receipt) }).where('id', '=', row.id).execute();
    await appendAudit(trx, { actor: { kind: 'anonymous' }, action: 'bids.reconfirmed', subject: `tender:${tenderNo}`, changes: { bid: { from: 'needs re-confirmation', to: 're-confirmed' } }, ip }, now);
    return receipt;
  });
}

/**
 * After a corrigendum (called inside its transaction): every counting bid on the tender needs
 * re-confirming, and each of its vendors is e-mailed. Returns how many bids.
 */
export async function requireReconfirmation(trx: Db, tenderNo: string, now: Date, notice: { deadline: string; link: string }): Promise<number> {
  const rows = await trx
    .selectFrom('bids')
    .innerJoin('accounts', 'accounts.id', 'bids.account_id')
    .select(['bids.id', 'bids.bid_number', 'accounts.email'])
    .where('bids.tender_no', '=', tenderNo)
    .where('bids.state', '=', 'submitted')
    .execute();
  if (rows.length === 0) return 0;
  await trx.updateTable('bids').set({ needs_reconfirmation: 1 }).where('tender_no', '=', tenderNo).where('state', '=', 'submitted').execute();
  for (const row of rows) {
    await enqueueMail(
      trx,
      row.id,
      {
        kind: 'bid-notice',
        subject: `Tender ${tenderNo} was amended: re-confirm your bid ${row.bid_number}`.slice(0, 200),
        body: `A corrigendum was published on tender ${tenderNo}. The bid deadline is ${notice.deadline} (India time). Read the corrigendum on the tender's page, ${notice.link}, then re-confirm your bid ${row.bid_number} there (or withdraw it and bid again) before the bid deadline. A bid that is not re-confirmed is listed at the opening as "not re-confirmed".`,
        replyTo: null,
        to: row.email,
      },
      now,
    );
  }
  return rows.length;
}

/* ---------- Arming: two openers, two passphrases ---------- */

type StaffActor = Extract<Actor, { kind: 'staff' }>;

async function staffNames(db: Db, ids: Array<number | null>) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map<number, { name: string; email: string }>();
  const rows = await db.selectFrom('staff').select(['id', 'name', 'email']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

export async function sealingState(db: Db, tenderNo: string, now: Date): Promise<SealingState> {
  const row = await sealingOf(db, tenderNo);
  if (!row) return { state: 'none', armedBy: [], pendingUntil: null, openingConfirmedBy: null };
  const lapsed = row.state === 'pending' && (row.pending_until ?? '') <= now.toISOString();
  if (lapsed) return { state: 'none', armedBy: [], pendingUntil: null, openingConfirmedBy: null };
  const names = await staffNames(db, [row.armer1_staff_id, row.armer2_staff_id, row.opening_staff_id]);
  const who = (id: number | null) => (id === null ? { name: '', email: '' } : (names.get(id) ?? { name: '', email: '' }));
  const armedBy = [{ ...who(row.armer1_staff_id), at: row.armer1_at }];
  if (row.armer2_staff_id !== null) armedBy.push({ ...who(row.armer2_staff_id), at: row.armer2_at ?? '' });
  const confirming = row.opening_staff_id !== null && (row.opening_until ?? '') > now.toISOString();
  return {
    state: row.state as SealingState['state'],
    armedBy,
    pendingUntil: row.state === 'pending' ? row.pending_until : null,
    openingConfirmedBy: confirming ? { ...who(row.opening_staff_id), until: row.opening_until ?? '' } : null,
  };
}

const keyText = (key: Buffer) => key.toString('base64');
const keyOf = (box: SecretBox, sealed: string | null): Buffer | null => {
  const opened = sealed ? box.open(sealed) : null;
  return opened ? Buffer.from(opened, 'base64') : null;
};

/** One opener arms the tender's sealing; the second different one makes its key pair. */
export async function armSealing(
  db: Kysely<DB>,
  box: SecretBox,
  actor: StaffActor,
  input: { tenderNo: string; passphrase: string },
  ip: string,
): Promise<{ message: string; sealing: SealingState }> {
  const now = new Date();
  const tender = await db.selectFrom('tenders').select(['TenderNo', 'Online_Bids']).where('TenderNo', '=', input.tenderNo).executeTakeFirst();
  if (!tender) throw new HttpError(404, BID_MESSAGES.noSuchTender);
  if (Number(tender.Online_Bids) !== 1) throw new HttpError(409, BID_MESSAGES.notOnlineStaff);
  const existing = await sealingOf(db, input.tenderNo);
  if (existing?.state === 'armed') throw new HttpError(409, BID_MESSAGES.alreadyArmed);
  if (existing?.state === 'opened') throw new HttpError(409, BID_MESSAGES.alreadyOpened);
  const live = existing && (existing.pending_until ?? '') > now.toISOString();
  const salt = newSalt();
  const key = await openerKey(input.passphrase, salt);
  const subject = `tender:${input.tenderNo}`;

  if (!existing || !live) {
    const first = {
      state: 'pending',
      armer1_staff_id: actor.staffId,
      armer1_salt: salt,
      armer1_at: now.toISOString(),
      pending_key: box.seal(keyText(key)),
      pending_until: new Date(now.getTime() + ARM_PENDING_MS).toISOString(),
    };
    await db.transaction().execute(async (trx) => {
      await lockTender(trx, input.tenderNo);
      await trx.deleteFrom('tender_sealing').where('tender_no', '=', input.tenderNo).where('state', '=', 'pending').execute();
      await trx.insertInto('tender_sealing').values({ tender_no: input.tenderNo, ...first }).execute();
      await appendAudit(trx, { actor, action: 'bids.arm-pending', subject, changes: { sealing: { from: 'none', to: 'armed by one opener' } }, ip }, now);
    });
    return { message: BID_MESSAGES.armedFirst, sealing: await sealingState(db, input.tenderNo, now) };
  }
  if (existing.armer1_staff_id === actor.staffId) throw new HttpError(409, BID_MESSAGES.sameArmer);
  const k1 = keyOf(box, existing.pending_key);
  if (!k1) throw new HttpError(409, BID_MESSAGES.notArmedStaff);
  const keys = await makeOpeningKeys(k1, key, input.tenderNo);
  await db.transaction().execute(async (trx) => {
    await lockTender(trx, input.tenderNo);
    const done = await trx
      .updateTable('tender_sealing')
      .set({
        state: 'armed',
        pending_key: null,
        pending_until: null,
        armer2_staff_id: actor.staffId,
        armer2_salt: salt,
        armer2_at: now.toISOString(),
        public_key: keys.publicKey,
        private_key_sealed: keys.privateKeySealed,
      })
      .where('tender_no', '=', input.tenderNo)
      .where('state', '=', 'pending')
      .where('armer1_staff_id', '=', existing.armer1_staff_id)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new HttpError(409, BID_MESSAGES.alreadyArmed);
    await appendAudit(trx, { actor, action: 'bids.armed', subject, changes: { sealing: { from: 'armed by one opener', to: 'armed' } }, ip }, now);
  });
  return { message: BID_MESSAGES.armedSecond, sealing: await sealingState(db, input.tenderNo, now) };
}

/* ---------- The opening ---------- */

/** Checks a member's authenticator code and uses it up (a code opens once, as at sign-in). */
async function useTotp(db: Kysely<DB>, box: SecretBox, staffId: number, code: string, now: Date): Promise<boolean> {
  const member = await db.selectFrom('staff').select(['totp_secret', 'totp_last_step', 'disabled']).where('id', '=', staffId).executeTakeFirst();
  const secret = member?.totp_secret && !member.disabled ? box.open(member.totp_secret) : null;
  const step = secret ? matchTotp(secret, code, now, member!.totp_last_step) : null;
  if (step === null) return false;
  const claimed = await db
    .updateTable('staff')
    .set({ totp_last_step: step })
    .where('id', '=', staffId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

export type OpeningOutcome = { done: false; message: string; sealing: SealingState } | { done: true; message: string; record: OpeningRecord };

/**
 * One opener's confirmation. The first is kept (their key sealed under the server secret, 15 minutes);
 * the second opens: the private key is unsealed with both keys, every bid decrypted and its hashes checked
 * against its receipt, and the opening record written. A wrong passphrase opens nothing and is audited.
 */
export async function confirmOpening(
  db: Kysely<DB>,
  box: SecretBox,
  actor: StaffActor,
  input: { tenderNo: string; code: string; passphrase: string },
  ip: string,
): Promise<OpeningOutcome> {
  const now = new Date();
  const subject = `tender:${input.tenderNo}`;
  const audit = (action: string, changes: Record<string, { from: unknown; to: unknown }>) => appendAudit(db, { actor, action, subject, changes, ip }, now);
  const tender = await db.selectFrom('tenders').select(['TenderNo', 'Expiry_Date', 'Bid_Deadline', 'Bid_Opening_At']).where('TenderNo', '=', input.tenderNo).executeTakeFirst();
  if (!tender) throw new HttpError(404, BID_MESSAGES.noSuchTender);
  const sealing = await sealingOf(db, input.tenderNo);
  if (sealing?.state === 'opened') throw new HttpError(409, BID_MESSAGES.alreadyOpened);
  if (!sealing || sealing.state !== 'armed') throw new HttpError(409, BID_MESSAGES.notArmedStaff);
  const from = openingAt(tender) ?? deadlineAt(tender);
  if (!from || now.getTime() < from.getTime()) {
    throw new HttpError(409, BID_MESSAGES.tooEarly(tender.Bid_Opening_At ? tender.Bid_Opening_At.replace('T', ' ') : from ? indiaMinute(from) : 'the bid opening time'));
  }
  const slot = sealing.armer1_staff_id === actor.staffId ? 1 : sealing.armer2_staff_id === actor.staffId ? 2 : 0;
  if (slot === 0) {
    await audit('bids.opening-refused', { reason: { from: null, to: 'not one of the openers' } });
    throw new HttpError(403, BID_MESSAGES.notAnOpener);
  }
  if (!(await useTotp(db, box, actor.staffId, input.code, now))) {
    await audit('bids.opening-refused', { reason: { from: null, to: 'authenticator code wrong' } });
    throw new HttpError(401, BID_MESSAGES.codeWrong, { code: BID_MESSAGES.codeWrong });
  }
  const key = await openerKey(input.passphrase, slot === 1 ? sealing.armer1_salt : sealing.armer2_salt!);
  const waiting = sealing.opening_staff_id !== null && (sealing.opening_until ?? '') > now.toISOString() ? sealing.opening_staff_id : null;
  if (waiting === actor.staffId) throw new HttpError(409, BID_MESSAGES.sameOpener);
  if (waiting === null) {
    await db
      .updateTable('tender_sealing')
      .set({ opening_staff_id: actor.staffId, opening_key: box.seal(keyText(key)), opening_until: new Date(now.getTime() + OPENING_PENDING_MS).toISOString() })
      .where('tender_no', '=', input.tenderNo)
      .where('state', '=', 'armed')
      .execute();
    await audit('bids.opening-confirmed', { opening: { from: null, to: 'confirmed by one opener' } });
    return { done: false, message: BID_MESSAGES.firstConfirmed, sealing: await sealingState(db, input.tenderNo, now) };
  }
  const other = keyOf(box, sealing.opening_key);
  const [k1, k2] = slot === 1 ? [key, other] : [other, key];
  const privateKey = k1 && k2 ? openOpeningKey(sealing.private_key_sealed!, k1, k2, input.tenderNo) : null;
  if (!privateKey) {
    await db.updateTable('tender_sealing').set({ opening_staff_id: null, opening_key: null, opening_until: null }).where('tender_no', '=', input.tenderNo).execute();
    await audit('bids.opening-refused', { reason: { from: null, to: 'passphrases do not open the key' } });
    throw new HttpError(422, BID_MESSAGES.wrongPassphrase);
  }
  const names = await staffNames(db, [sealing.armer1_staff_id, sealing.armer2_staff_id]);
  const record = await openingRecord(db, input.tenderNo, privateKey, tender, now, [sealing.armer1_staff_id, sealing.armer2_staff_id!].map((id) => names.get(id)?.name ?? ''));
  await db.transaction().execute(async (trx) => {
    await lockTender(trx, input.tenderNo);
    const done = await trx
      .updateTable('tender_sealing')
      .set({
        state: 'opened',
        opened_at: now.toISOString(),
        opened_key: box.seal(privateKeyDer(privateKey).toString('base64')),
        opening_record: JSON.stringify(record),
        opening_staff_id: null,
        opening_key: null,
        opening_until: null,
      })
      .where('tender_no', '=', input.tenderNo)
      .where('state', '=', 'armed')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new HttpError(409, BID_MESSAGES.alreadyOpened);
    await appendAudit(trx, { actor, action: 'bids.opened', subject, changes: { sealing: { from: 'armed', to: 'opened' }, bids: { from: null, to: record.bidsCount } }, ip }, now);
  });
  return { done: true, message: BID_MESSAGES.opened(record.bidsCount), record };
}

/** A file's bytes, chunk by chunk, decrypted; null for a chunk that does not decrypt (altered or misplaced). */
export async function* openedChunks(db: Db, uploadId: string, fileIndex: number, dataKey: Buffer): AsyncGenerator<Buffer | null> {
  let seq = 0;
  for (;;) {
    const row = await db.selectFrom('bid_chunks').select(['data', 'seq']).where('upload_id', '=', uploadId).where('file_index', '=', fileIndex).where('seq', '=', seq).executeTakeFirst();
    if (!row) return;
    yield openChunk(dataKey, uploadId, fileIndex, seq, Buffer.from(row.data));
    seq += 1;
  }
}

export interface FinancialEnvelope {
  tenderNo: string;
  bidNumber: string;
  /** The company the bid was sent under (its vendor profile then); absent from a bid sealed before profiles gated bids. */
  bidder?: string;
  amount: number;
  gstRate: number;
  validityDays: number;
  declaration: boolean;
  priceScheduleSha256: string | null;
  nonce: string;
}

/** A bid sealed before the envelope named its bidder: the registration's company name, else the profile's. */
async function earlierBidderName(db: Db, tenderNo: string, accountId: number): Promise<string> {
  const registration = await db.selectFrom('vendor_registrations').select('company_name').where('account_id', '=', accountId).where('tender_no', '=', tenderNo).orderBy('id', 'desc').executeTakeFirst();
  if (registration) return registration.company_name;
  const profile = await db.selectFrom('vendor_profiles').select('company_name').where('account_id', '=', accountId).executeTakeFirst();
  return profile?.company_name ?? '';
}

const round2 = (value: number) => Math.round(value * 100) / 100;

async function openingRecord(db: Kysely<DB>, tenderNo: string, privateKey: ReturnType<typeof privateKeyFromDer>, tender: { Expiry_Date: string; Bid_Deadline: string }, now: Date, openedBy: string[]): Promise<OpeningRecord> {
  const rows = await db
    .selectFrom('bids')
    .selectAll()
    .where('tender_no', '=', tenderNo)
    .where('state', '=', 'submitted')
    .orderBy('submitted_at')
    .execute();
  const deadline = deadlineAt(tender);
  const bidders: OpeningBidder[] = [];
  for (const row of rows) {
    const receipt = receiptOf(row);
    const dataKey = unwrapDataKey(privateKey, row.wrapped_key);
    const plain = dataKey ? openBytes(dataKey, row.financial_sealed, `financial:${row.upload_id}`) : null;
    const financialMatches = plain !== null && sha256Hex(plain) === receipt.financialSha256;
    const envelope = plain ? (JSON.parse(plain.toString('utf8')) as FinancialEnvelope) : null;
    const bidder = envelope?.bidder ?? (await earlierBidderName(db, tenderNo, row.account_id));
    const files = [];
    for (const file of receipt.files) {
      let matches = dataKey !== null;
      const hash = createHash('sha256');
      if (dataKey) {
        for await (const chunk of openedChunks(db, row.upload_id, file.index, dataKey)) {
          if (!chunk) {
            matches = false;
            break;
          }
          hash.update(chunk);
        }
      }
      files.push({ ...file, matches: matches && hash.digest('hex') === file.sha256 });
    }
    const amount = envelope?.amount ?? 0;
    const gstRate = envelope?.gstRate ?? 0;
    const gstAmount = round2((amount * gstRate) / 100);
    bidders.push({
      bidNumber: row.bid_number,
      bidder,
      amount,
      gstRate,
      gstAmount,
      total: round2(amount + gstAmount),
      validityDays: envelope?.validityDays ?? 0,
      submittedAt: receipt.submittedAt,
      rank: null,
      flags: {
        late: !deadline || new Date(row.submitted_at).getTime() >= deadline.getTime(),
        notReconfirmed: Number(row.needs_reconfirmation) === 1,
        hashMismatch: !financialMatches || !envelope || files.some((file) => !file.matches),
      },
      files,
      financialMatches,
    });
  }
  const flagged = (bidder: OpeningBidder) => bidder.flags.late || bidder.flags.notReconfirmed || bidder.flags.hashMismatch;
  const ranked = bidders.filter((bidder) => !flagged(bidder)).sort((a, b) => a.amount - b.amount || a.submittedAt.localeCompare(b.submittedAt));
  ranked.forEach((bidder, index) => {
    bidder.rank = `L${index + 1}`;
  });
  return { tenderNo, openedAt: toSecond(now), openedBy, bidsCount: bidders.length, bidders: [...ranked, ...bidders.filter(flagged)] };
}

export const recordOf = (row: { opening_record: string | null } | undefined): OpeningRecord | null => (row?.opening_record ? (JSON.parse(row.opening_record) as OpeningRecord) : null);

/** Counting bids: the latest of each vendor, not withdrawn. */
export async function countBids(db: Db, tenderNo: string): Promise<number> {
  const row = await db.selectFrom('bids').select((eb) => eb.fn.countAll().as('n')).where('tender_no', '=', tenderNo).where('state', '=', 'submitted').executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function staffBids(db: Kysely<DB>, tenderNo: string, now: Date): Promise<StaffBids> {
  const tender = await db.selectFrom('tenders').select(['TenderNo', 'Online_Bids', 'Expiry_Date', 'Bid_Deadline', 'Bid_Opening_At']).where('TenderNo', '=', tenderNo).executeTakeFirst();
  if (!tender) throw new HttpError(404, BID_MESSAGES.noSuchTender);
  const sealing = await sealingState(db, tenderNo, now);
  const row = await sealingOf(db, tenderNo);
  const from = openingAt(tender) ?? deadlineAt(tender);
  return {
    tenderNo,
    Online_Bids: Number(tender.Online_Bids) === 1,
    Bid_Deadline: tender.Bid_Deadline,
    Bid_Opening_At: tender.Bid_Opening_At,
    sealing,
    bidsCount: await countBids(db, tenderNo),
    mayOpen: sealing.state === 'armed' && from !== null && now.getTime() >= from.getTime(),
    record: sealing.state === 'opened' ? recordOf(row) : null,
  };
}

export async function publicBids(db: Kysely<DB>, tenderNo: string, accountId: number | null): Promise<PublicBids> {
  const tender = await publishedTender(db, tenderNo);
  if (!tender) throw new HttpError(404, BID_MESSAGES.noSuchTender);
  const row = await sealingOf(db, tenderNo);
  const record = row?.state === 'opened' ? recordOf(row) : null;
  if (!record) return { tenderNo, opened: false, openedAt: null, bidsCount: null, award: null, record: null };
  const winner = record.bidders.find((bidder) => bidder.rank === 'L1');
  const bidder =
    accountId !== null && (await db.selectFrom('bids').select('id').where('tender_no', '=', tenderNo).where('account_id', '=', accountId).executeTakeFirst());
  return {
    tenderNo,
    opened: true,
    openedAt: record.openedAt,
    bidsCount: record.bidsCount,
    award: tender.Outcome === 'Awarded' && winner ? { bidder: winner.bidder, amount: winner.amount, gstRate: winner.gstRate } : null,
    record: bidder ? { ...record, bidders: record.bidders.map((entry) => ({ ...entry, files: [] })) } : null,
  };
}

/** An opened bid's file for staff: its receipt entry and its decrypted chunks. */
export async function openedFile(db: Kysely<DB>, box: SecretBox, tenderNo: string, bidNumber: string, index: number) {
  const sealing = await sealingOf(db, tenderNo);
  if (!sealing || sealing.state !== 'opened') throw new HttpError(409, BID_MESSAGES.notOpenedYet);
  const row = await db.selectFrom('bids').selectAll().where('tender_no', '=', tenderNo).where('bid_number', '=', bidNumber).where('state', '=', 'submitted').executeTakeFirst();
  const file = row ? receiptOf(row).files.find((entry) => entry.index === index) : undefined;
  const der = keyOf(box, sealing.opened_key);
  const dataKey = row && der ? unwrapDataKey(privateKeyFromDer(der), row.wrapped_key) : null;
  if (!row || !file || !dataKey) throw new HttpError(404, BID_MESSAGES.noSuchBid);
  return { file, chunks: openedChunks(db, row.upload_id, index, dataKey) };
}

/* ---------- Housekeeping ---------- */

/** Removes the chunks of uploads that never became a bid (a crash, a refused bid whose clean-up failed). */
export async function sweepOrphanChunks(db: Kysely<DB>, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - ORPHAN_UPLOAD_MS).toISOString();
  const result = await db
    .deleteFrom('bid_chunks')
    .where('upload_id', 'not in', db.selectFrom('bids').select('upload_id'))
    .where('upload_id', 'not in', db.selectFrom('bid_uploads').select('id').where('started_at', '>', before))
    .executeTakeFirst();
  await db.deleteFrom('bid_uploads').where('started_at', '<=', before).execute();
  return Number(result.numDeletedRows);
}

export const newBidNumber = (now: Date): string => `BID-${wallClockOf(now).slice(0, 10).replace(/-/g, '')}-${randomBytes(5).toString('hex').toUpperCase()}`;
