import { createHash, randomBytes } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { BID_MESSAGES } from '@/entities/bid/model/bid';
import { type BidReceipt, type MyBid } from '@/entities/bid/model/bid.schema';
import { deadlineAt, TENDER_MESSAGES, tenderStatus } from '@/entities/tender/model/tender-rules';
import { wallClockOf } from '@/shared/lib/company-day';
import { DomainError } from '../lib/domain-error';
import { enqueueMail } from '../lib/mail/outbox';
import { completedProfile } from '../routes/accounts/profile';
import { appendAudit } from '../staff/audit-log';

/**
 * The rules of sealed online bids (issue 23; the contract is `docs/bids.md`): who may bid when, the
 * two openers' arming and opening, withdrawal, re-confirmation after a corrigendum, and the opening
 * record. The streamed intake of a bid's files is `intake.ts`; the routes are `server/routes/bids.ts`
 * and `server/routes/staff/bids.ts`. Refusals are `DomainError`s with the contract's words.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** An upload older than this without its bid row is an interrupted one: its chunks are swept. */
export const ORPHAN_UPLOAD_MS = 2 * 60 * 60 * 1000;

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** One bid change per vendor and tender at a time (SQLite has one writer anyway). */
async function lockVendor(trx: Transaction<DB>, tenderNo: string, accountId: number): Promise<void> {
  if (isPostgres(trx)) await sql`select pg_advisory_xact_lock(hashtext(${`bid:${tenderNo}:${accountId}`}))`.execute(trx);
}

/** ISO instant to the second: what a receipt names. */
export const toSecond = (at: Date): string => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
/** `25/11/2026 15:45:42 IST`. */
export function indiaStamp(at: Date): string {
  const clock = wallClockOf(at);
  return `${clock.slice(8, 10)}/${clock.slice(5, 7)}/${clock.slice(0, 4)} ${clock.slice(11)} IST`;
}

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
  if (sealingState && !['none', 'pending', 'armed'].includes(sealingState)) return { status: 409, message: BID_MESSAGES.notOpen };
  if (sealingState !== 'armed') return { status: 409, message: BID_MESSAGES.notArmed };
  const status = tenderStatus(tender, now);
  if (status === 'Open' || status === 'Closing soon') return null;
  if (status === 'Closed') return { status: 409, message: BID_MESSAGES.deadlinePassed };
  return { status: 409, message: TENDER_MESSAGES.notOpen(status) };
}

/** The two openers' public keys of each stage, in slot order; null until both armed. */
export async function sealTo(db: Db, tenderNo: string): Promise<{ technical: [string, string]; financial: [string, string] } | null> {
  const rows = await db.selectFrom('tender_opener_keys').select(['slot', 'technical_public_key', 'financial_public_key']).where('tender_no', '=', tenderNo).orderBy('slot').execute();
  if (rows.length !== 2) return null;
  return { technical: [rows[0].technical_public_key, rows[1].technical_public_key], financial: [rows[0].financial_public_key, rows[1].financial_public_key] };
}

export interface BidGate {
  tender: TenderRow;
  publicKeys: { technical: [string, string]; financial: [string, string] };
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
  if (!tender) throw new DomainError('not-found', BID_MESSAGES.noSuchTender);
  const profile = await completedProfile(db, account.id);
  if (!profile) throw new DomainError('forbidden', BID_MESSAGES.profileFirst);
  const sealing = await sealingOf(db, tenderNo);
  const refusal = biddingRefusal(tender, sealing?.state, now);
  if (refusal) throw new DomainError('conflict', refusal.message);
  const publicKeys = await sealTo(db, tenderNo);
  if (!publicKeys || Number(sealing!.version) !== 2) throw new DomainError('conflict', BID_MESSAGES.notArmed);
  return { tender, publicKeys, bidder: { companyName: profile.companyName }, account };
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
  sealId: string;
  /** The technical data key wrapped to both openers (base64url), and `{ bidder }` sealed under it. */
  wrappedKey: string;
  technicalManifest: string;
  /** The financial envelope's own wrapped key, as the browser sealed it (base64url). */
  financialWrappedKey: string;
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
    if (!tender || pastDeadline(tender, now)) throw new DomainError('conflict', BID_MESSAGES.deadlinePassedDuringUpload);
    const refusal = biddingRefusal(tender, sealing?.state, now);
    if (refusal) throw new DomainError('conflict', refusal.message);
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
        financial_sealed: '',
        receipt: JSON.stringify(receipt),
        seal_version: 2,
        seal_id: bid.sealId,
        financial_wrapped_key: bid.financialWrappedKey,
        technical_manifest: bid.technicalManifest,
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
      `Sealed financial envelope SHA-256: ${receipt.financialSha256}`,
      `What was sealed, SHA-256:          ${receipt.plainSha256}`,
      ...files,
      '',
      'Your price was sealed in your own browser: the server never saw it, and nobody can read it before both',
      'openers open it. Keep this e-mail: the hashes prove what you sent.',
    ].join('\n'),
    replyTo: null,
  };
}

export async function myBid(db: Kysely<DB>, tenderNo: string, accountId: number, now: Date): Promise<MyBid> {
  const tender = await publishedTender(db, tenderNo);
  if (!tender) throw new DomainError('not-found', BID_MESSAGES.noSuchTender);
  const sealing = await sealingOf(db, tenderNo);
  const refusal = biddingRefusal(tender, sealing?.state, now);
  const reason = refusal?.message ?? ((await completedProfile(db, accountId)) ? '' : BID_MESSAGES.profileFirst);
  const stage = sealing?.state ?? 'none';
  const row = await latestBid(db, tenderNo, accountId);
  const profile = await completedProfile(db, accountId);
  const keys = reason === '' ? await sealTo(db, tenderNo) : null;
  return {
    tenderNo,
    acceptingBids: reason === '' && keys !== null,
    sealTo: keys ? { financial: keys.financial } : null,
    companyName: profile?.companyName ?? '',
    notAcceptingReason: reason,
    Bid_Deadline: tender.Bid_Deadline,
    Bid_Opening_At: tender.Bid_Opening_At,
    bid: row
      ? { state: row.state as 'submitted' | 'withdrawn', receipt: receiptOf(row), needsReconfirmation: row.state === 'submitted' && Number(row.needs_reconfirmation) === 1, withdrawnAt: row.withdrawn_at }
      : null,
    opened: stage === 'opened',
    stage: stage as MyBid['stage'],
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
  if (!tender) throw new DomainError('not-found', BID_MESSAGES.noSuchTender);
  if (pastDeadline(tender, now)) throw new DomainError('conflict', BID_MESSAGES.deadlinePassed);
  return { now, row: await latestBid(trx, tenderNo, accountId) };
}

/** Withdraws the vendor's bid (until the deadline): it no longer counts, and its sealed files are dropped. */
export async function withdrawBid(db: Kysely<DB>, tenderNo: string, accountId: number, ip: string, notify = true): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { now, row } = await vendorsLatestBid(trx, tenderNo, accountId);
    if (!row || row.state !== 'submitted') throw new DomainError('conflict', BID_MESSAGES.nothingToWithdraw);
    await trx.updateTable('bids').set({ state: 'withdrawn', withdrawn_at: now.toISOString() }).where('id', '=', row.id).execute();
    await dropChunks(trx, row.upload_id);
    const account = await trx.selectFrom('accounts').select('email').where('id', '=', accountId).executeTakeFirst();
    if (notify && account) {
      await enqueueMail(
        trx,
        row.id,
        {
          kind: 'bid-notice',
          subject: `Bid ${row.bid_number} withdrawn: tender ${tenderNo}`.slice(0, 200),
          body: [
            `Your bid ${row.bid_number} on tender ${tenderNo} was withdrawn on ${indiaStamp(now)} (${toSecond(now)}).`,
            'It no longer counts and its sealed files were deleted. You may bid again on the tender page until the deadline.',
            '',
            'If you did not withdraw it, reply to this e-mail or call the office at once.',
          ].join('\n'),
          replyTo: null,
          to: account.email,
        },
        now,
      );
    }
    await appendAudit(trx, { actor: { kind: 'anonymous' }, action: 'bids.withdrawn', subject: `tender:${tenderNo}`, changes: { bid: { from: 'sealed bid', to: 'withdrawn' } }, ip }, now);
  });
}

/** Re-confirms the vendor's bid after a corrigendum (until the deadline); the receipt's `confirmedAt` moves on. */
export async function reconfirmBid(db: Kysely<DB>, tenderNo: string, accountId: number, ip: string): Promise<BidReceipt> {
  return db.transaction().execute(async (trx) => {
    const { now, row } = await vendorsLatestBid(trx, tenderNo, accountId);
    if (!row || row.state !== 'submitted' || Number(row.needs_reconfirmation) !== 1) throw new DomainError('conflict', BID_MESSAGES.nothingToReconfirm);
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
