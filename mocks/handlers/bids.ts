import { http, HttpResponse, type RequestHandler } from 'msw';
import { API_URL } from '@/shared/config/env';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import { vendorProfileSchema } from '@/shared/contracts/accounts';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import {
  BID_FORM_PARTS,
  BID_MESSAGES,
  MAX_BID_FILE_BYTES,
  MAX_BID_FILES,
  MAX_BID_TOTAL_BYTES,
  bidFinancialSchema,
  openingConfirmSchema,
  sealingArmSchema,
  type BidFile,
  type BidReceipt,
  type BidState,
  type MyBid,
  type OpeningRecord,
  type PublicBids,
  type SealingState,
  type StaffBids,
} from '@/entities/bid';
import type { MyApplicationBid } from '@/entities/tender';
import { accountsMockState } from './accounts';
import { DEMO_STAFF, mockStaffMember } from './staff';

/**
 * Online bids in memory (`docs/bids.md`), answering like the API host: the vendor's bid, withdraw and
 * re-confirm, the public summary, and the desk's arming and two-step opening. Vendors come from the
 * accounts mock (its session and registrations), staff from the staff mock. Only the tenders given to
 * `resetBidsMock()` take online bids; one test file is one "server". No authenticator runs here: the
 * code is always `DEMO_STAFF.code`, and an opener's passphrase must be the one they armed with.
 */

export interface MockBidTender {
  Bid_Deadline: string;
  Bid_Opening_At: string;
  sealing: SealingState['state'];
  /** Who armed it (e-mail → passphrase); two once armed. */
  armers: Array<{ name: string; email: string; at: string; passphrase: string }>;
  openingConfirmedBy: { name: string; email: string; until: string } | null;
  bids: Array<{ account: string; company: string; state: BidState; receipt: BidReceipt; amount: number; gstRate: number; validityDays: number; needsReconfirmation: boolean; withdrawnAt: string | null }>;
  record: OpeningRecord | null;
  awarded: boolean;
}

let tenders: Map<string, MockBidTender>;
let nextBid: number;

/** A tender that takes online bids, armed by two members unless told otherwise. */
export function mockBidTender(fields: Partial<MockBidTender> = {}): MockBidTender {
  const armers =
    fields.sealing === 'none'
      ? []
      : [
          { name: 'Asha Patil', email: 'asha@example.com', at: '2026-11-20T05:00:00Z', passphrase: 'asha-long-passphrase' },
          { name: DEMO_STAFF.member.name, email: DEMO_STAFF.member.email, at: '2026-11-20T05:10:00Z', passphrase: 'office-long-passphrase' },
        ];
  return {
    Bid_Deadline: '2026-12-20T15:00',
    Bid_Opening_At: '2026-12-20T16:00',
    sealing: 'armed',
    armers,
    openingConfirmedBy: null,
    bids: [],
    record: null,
    awarded: false,
    ...fields,
  };
}

/** Starts afresh with these tenders taking online bids (tender number → its bidding). */
export function resetBidsMock(online: Record<string, Partial<MockBidTender>> = {}): void {
  tenders = new Map(Object.entries(online).map(([tenderNo, fields]) => [tenderNo, mockBidTender(fields)]));
  nextBid = 1;
}
resetBidsMock();

/** What the mock holds, for tests that check what was sent or set a state. */
export const bidsMockState = () => tenders;

/** The India wall-clock time `yyyy-MM-ddTHH:mm` as an instant. */
const instant = (indiaTime: string) => Date.parse(`${indiaTime}:00+05:30`);
const isoNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
const india = (iso: string) => {
  const date = new Date(Date.parse(iso) + 5.5 * 3600_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} IST`;
};
const fakeHash = (seed: string) => {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash.toString(16).padStart(8, '0').repeat(8);
};

const refuse = (status: number, message: string, errors?: Record<string, string>): Response =>
  HttpResponse.json<WriteAnswer>({ success: false, message, ...(errors && { errors }) }, { status });

const tenderNoOf = (params: Record<string, string | readonly string[] | undefined>) => String(params.tenderNo);

const latestBid = (entry: MockBidTender, account: string) => [...entry.bids].reverse().find((bid) => bid.account === account && bid.state !== 'superseded') ?? null;

/** The logged-in vendor on a tender taking online bids; a Response when refused. */
function vendorOn(params: Record<string, string | readonly string[] | undefined>): { entry: MockBidTender; account: string; tenderNo: string } | Response {
  const session = accountsMockState().session;
  if (!session) return refuse(401, BID_MESSAGES.loginFirst);
  const tenderNo = tenderNoOf(params);
  const entry = tenders.get(tenderNo);
  if (!entry) return refuse(404, BID_MESSAGES.noSuchTender);
  return { entry, account: session.email, tenderNo };
}

/** The vendor's profile when it is a completed one (every field passes the form's rules), as the server asks. */
const completedProfile = (account: string) => {
  const profile = accountsMockState().profiles.get(account);
  const checked = profile ? vendorProfileSchema.safeParse(profile) : null;
  return checked?.success ? checked.data : null;
};

function notAccepting(entry: MockBidTender, account: string): string {
  if (entry.sealing === 'opened' || entry.awarded) return BID_MESSAGES.notOpen;
  if (entry.sealing !== 'armed') return BID_MESSAGES.notArmed;
  if (entry.Bid_Deadline && Date.now() >= instant(entry.Bid_Deadline)) return BID_MESSAGES.deadlinePassed;
  if (!completedProfile(account)) return BID_MESSAGES.profileFirst;
  return '';
}

function myBid(entry: MockBidTender, account: string, tenderNo: string): MyBid {
  const reason = notAccepting(entry, account);
  const bid = latestBid(entry, account);
  return {
    tenderNo,
    acceptingBids: reason === '',
    notAcceptingReason: reason,
    Bid_Deadline: entry.Bid_Deadline,
    Bid_Opening_At: entry.Bid_Opening_At,
    bid: bid && { state: bid.state, receipt: bid.receipt, needsReconfirmation: bid.needsReconfirmation, withdrawnAt: bid.withdrawnAt },
    opened: entry.sealing === 'opened',
  };
}

/** The vendor's latest bid on `tenderNo` as My applications lists it. */
export function mockApplicationBid(account: string, tenderNo: string): MyApplicationBid | null {
  const entry = tenders.get(tenderNo);
  const bid = entry && latestBid(entry, account);
  if (!bid) return null;
  return { bidNumber: bid.receipt.bidNumber, state: bid.state, submittedAt: bid.receipt.submittedAt, needsReconfirmation: bid.needsReconfirmation, receipt: bid.receipt };
}

/** The tenders `account` bid on, with their first bid's time (My applications lists them). */
export function mockBidTenders(account: string): Array<{ tenderNo: string; firstBidAt: string }> {
  return [...tenders.entries()].flatMap(([tenderNo, entry]) => {
    const first = entry.bids.find((bid) => bid.account === account);
    return first ? [{ tenderNo, firstBidAt: first.receipt.submittedAt }] : [];
  });
}

function fileOf(file: File, index: number, envelope: BidFile['envelope']): BidFile {
  const type = (file.name.split('.').pop() ?? '').toLowerCase() as BidFile['type'];
  return { index, envelope, name: file.name, type, size: file.size, sha256: fakeHash(`${file.name}:${file.size}`) };
}

function staffOn(params: Record<string, string | readonly string[] | undefined>): { entry: MockBidTender; member: NonNullable<ReturnType<typeof mockStaffMember>> } | Response {
  const member = mockStaffMember();
  if (!member) return refuse(401, STAFF_MESSAGES.notSignedIn);
  if (member.role === 'sales') return refuse(403, STAFF_MESSAGES.wrongRole);
  const entry = tenders.get(tenderNoOf(params));
  return entry ? { entry, member } : refuse(404, BID_MESSAGES.noSuchTender);
}

function sealingOf(entry: MockBidTender): SealingState {
  return {
    state: entry.sealing,
    armedBy: entry.armers.map(({ name, email, at }) => ({ name, email, at })),
    pendingUntil: entry.sealing === 'pending' ? new Date(Date.parse(entry.armers[0].at) + 30 * 60_000).toISOString() : null,
    openingConfirmedBy: entry.openingConfirmedBy,
  };
}

const counted = (entry: MockBidTender) => entry.bids.filter((bid) => bid.state === 'submitted');

function openRecord(entry: MockBidTender, tenderNo: string, openers: string[]): OpeningRecord {
  const bids = counted(entry);
  const flagged = (bid: (typeof bids)[number]) => bid.needsReconfirmation;
  const ranked = bids.filter((bid) => !flagged(bid)).sort((a, b) => a.amount - b.amount);
  const rows = [...ranked, ...bids.filter(flagged)];
  return {
    tenderNo,
    openedAt: isoNow(),
    openedBy: openers,
    bidsCount: bids.length,
    bidders: rows.map((bid) => {
      const gstAmount = Math.round(bid.amount * bid.gstRate) / 100;
      const rank = ranked.indexOf(bid);
      return {
        bidNumber: bid.receipt.bidNumber,
        bidder: bid.company,
        amount: bid.amount,
        gstRate: bid.gstRate,
        gstAmount,
        total: bid.amount + gstAmount,
        validityDays: bid.validityDays,
        submittedAt: bid.receipt.submittedAt,
        rank: rank >= 0 ? `L${rank + 1}` : null,
        flags: { late: false, notReconfirmed: flagged(bid), hashMismatch: false },
        files: bid.receipt.files.map((file) => ({ ...file, matches: true })),
        financialMatches: true,
      };
    }),
  };
}

const VENDOR = `${API_URL}/api/tenders/:tenderNo/bids`;
const DESK = `${API_URL}/api/staff/tenders/:tenderNo/bids`;

export const bidsHandlers: RequestHandler[] = [
  http.get(`${VENDOR}/mine`, ({ params }) => {
    const found = vendorOn(params);
    if (found instanceof Response) return found;
    return HttpResponse.json({ success: true, bid: myBid(found.entry, found.account, found.tenderNo) });
  }),

  http.post(VENDOR, async ({ params, request }) => {
    const found = vendorOn(params);
    if (found instanceof Response) return found;
    const { entry, account, tenderNo } = found;
    const reason = notAccepting(entry, account);
    if (reason === BID_MESSAGES.profileFirst) return refuse(403, reason);
    if (reason) return refuse(409, reason);
    const form = await request.formData().catch(() => null);
    if (!form) return refuse(400, BID_MESSAGES.formUnreadable);
    const parsed = bidFinancialSchema.safeParse({
      amount: form.get(BID_FORM_PARTS.amount) ?? undefined,
      gstRate: form.get(BID_FORM_PARTS.gstRate) ?? undefined,
      validityDays: form.get(BID_FORM_PARTS.validityDays) ?? undefined,
      declaration: form.get(BID_FORM_PARTS.declaration) ?? undefined,
    });
    if (!parsed.success) return refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(parsed.error));
    const files = form.getAll(BID_FORM_PARTS.files).filter((value): value is File => typeof value !== 'string');
    const schedule = form.get(BID_FORM_PARTS.priceSchedule);
    const priceSchedule = schedule && typeof schedule !== 'string' ? schedule : null;
    if (files.length === 0) return refuse(400, BID_MESSAGES.filesMissing, { files: BID_MESSAGES.filesMissing });
    if (files.length > MAX_BID_FILES) return refuse(400, BID_MESSAGES.tooManyFiles, { files: BID_MESSAGES.tooManyFiles });
    const all = [...files, ...(priceSchedule ? [priceSchedule] : [])];
    if (all.some((file) => file.size === 0)) return refuse(400, BID_MESSAGES.fileEmpty, { files: BID_MESSAGES.fileEmpty });
    if (all.some((file) => file.size > MAX_BID_FILE_BYTES)) return refuse(413, BID_MESSAGES.fileTooLarge, { files: BID_MESSAGES.fileTooLarge });
    if (all.reduce((sum, file) => sum + file.size, 0) > MAX_BID_TOTAL_BYTES) return refuse(413, BID_MESSAGES.totalTooLarge, { files: BID_MESSAGES.totalTooLarge });
    if (files.some((file) => !/\.(pdf|xlsx|docx|zip|dwg)$/i.test(file.name))) return refuse(400, BID_MESSAGES.fileType, { files: BID_MESSAGES.fileType });
    if (priceSchedule && !/\.xlsx$/i.test(priceSchedule.name)) return refuse(400, BID_MESSAGES.priceScheduleType, { priceSchedule: BID_MESSAGES.priceScheduleType });

    const earlier = latestBid(entry, account);
    if (earlier?.state === 'submitted') earlier.state = 'superseded';
    const submittedAt = isoNow();
    const bidNumber = `BID-${tenderNo.replace(/\W+/g, '-')}-${String(nextBid++).padStart(4, '0')}`;
    const receipt: BidReceipt = {
      bidNumber,
      tenderNo,
      submittedAt,
      submittedAtIndia: india(submittedAt),
      files: [...files.map((file, index) => fileOf(file, index, 'technical')), ...(priceSchedule ? [fileOf(priceSchedule, files.length, 'financial')] : [])],
      financialSha256: fakeHash(`${bidNumber}:${parsed.data.amount}`),
      confirmedAt: submittedAt,
    };
    entry.bids.push({
      account,
      company: completedProfile(account)?.companyName ?? account,
      state: 'submitted',
      receipt,
      amount: parsed.data.amount,
      gstRate: parsed.data.gstRate,
      validityDays: parsed.data.validityDays,
      needsReconfirmation: false,
      withdrawnAt: null,
    });
    const message = earlier ? BID_MESSAGES.resubmitted(bidNumber) : BID_MESSAGES.submitted(bidNumber);
    return HttpResponse.json({ success: true, message, receipt }, { status: 201 });
  }),

  http.post(`${VENDOR}/withdraw`, ({ params }) => {
    const found = vendorOn(params);
    if (found instanceof Response) return found;
    const bid = latestBid(found.entry, found.account);
    if (!bid || bid.state !== 'submitted') return refuse(409, BID_MESSAGES.nothingToWithdraw);
    if (found.entry.Bid_Deadline && Date.now() >= instant(found.entry.Bid_Deadline)) return refuse(409, BID_MESSAGES.deadlinePassed);
    bid.state = 'withdrawn';
    bid.withdrawnAt = isoNow();
    return HttpResponse.json<WriteAnswer>({ success: true, message: BID_MESSAGES.withdrawn });
  }),

  http.post(`${VENDOR}/reconfirm`, ({ params }) => {
    const found = vendorOn(params);
    if (found instanceof Response) return found;
    const bid = latestBid(found.entry, found.account);
    if (!bid || bid.state !== 'submitted' || !bid.needsReconfirmation) return refuse(409, BID_MESSAGES.nothingToReconfirm);
    if (found.entry.Bid_Deadline && Date.now() >= instant(found.entry.Bid_Deadline)) return refuse(409, BID_MESSAGES.deadlinePassed);
    bid.needsReconfirmation = false;
    bid.receipt = { ...bid.receipt, confirmedAt: isoNow() };
    return HttpResponse.json({ success: true, message: BID_MESSAGES.reconfirmed, receipt: bid.receipt });
  }),

  http.get(`${VENDOR}/summary`, ({ params }) => {
    const tenderNo = tenderNoOf(params);
    const entry = tenders.get(tenderNo);
    if (!entry) return refuse(404, BID_MESSAGES.noSuchTender);
    const session = accountsMockState().session;
    const bidder = session && entry.bids.some((bid) => bid.account === session.email);
    const l1 = entry.record?.bidders.find((row) => row.rank === 'L1');
    const summary: PublicBids = {
      tenderNo,
      opened: entry.sealing === 'opened',
      openedAt: entry.record?.openedAt ?? null,
      bidsCount: entry.record?.bidsCount ?? null,
      award: entry.awarded && l1 ? { bidder: l1.bidder, amount: l1.amount, gstRate: l1.gstRate } : null,
      record: entry.record && bidder ? { ...entry.record, bidders: entry.record.bidders.map((row) => ({ ...row, files: [] })) } : null,
    };
    return HttpResponse.json({ success: true, summary });
  }),

  http.get(DESK, ({ params }) => {
    const found = staffOn(params);
    if (found instanceof Response) return found;
    const { entry } = found;
    const bids: StaffBids = {
      tenderNo: tenderNoOf(params),
      Online_Bids: true,
      Bid_Deadline: entry.Bid_Deadline,
      Bid_Opening_At: entry.Bid_Opening_At,
      sealing: sealingOf(entry),
      bidsCount: counted(entry).length,
      mayOpen: entry.sealing === 'armed' && (!entry.Bid_Opening_At || Date.now() >= instant(entry.Bid_Opening_At)),
      record: entry.record,
    };
    return HttpResponse.json({ success: true, bids });
  }),

  http.post(`${DESK}/arm`, async ({ params, request }) => {
    const found = staffOn(params);
    if (found instanceof Response) return found;
    const { entry, member } = found;
    const parsed = sealingArmSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(parsed.error));
    if (entry.sealing === 'opened') return refuse(409, BID_MESSAGES.alreadyOpened);
    if (entry.sealing === 'armed') return refuse(409, BID_MESSAGES.alreadyArmed);
    if (entry.armers.some((armer) => armer.email === member.email)) return refuse(409, BID_MESSAGES.sameArmer);
    entry.armers.push({ name: member.name, email: member.email, at: isoNow(), passphrase: parsed.data.passphrase });
    entry.sealing = entry.armers.length >= 2 ? 'armed' : 'pending';
    const message = entry.sealing === 'armed' ? BID_MESSAGES.armedSecond : BID_MESSAGES.armedFirst;
    return HttpResponse.json({ success: true, message, sealing: sealingOf(entry) });
  }),

  http.post(`${DESK}/open`, async ({ params, request }) => {
    const found = staffOn(params);
    if (found instanceof Response) return found;
    const { entry, member } = found;
    const parsed = openingConfirmSchema.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(parsed.error));
    if (entry.sealing === 'opened') return refuse(409, BID_MESSAGES.alreadyOpened);
    if (entry.sealing !== 'armed') return refuse(409, BID_MESSAGES.notArmedStaff);
    if (entry.Bid_Opening_At && Date.now() < instant(entry.Bid_Opening_At)) return refuse(409, BID_MESSAGES.tooEarly(entry.Bid_Opening_At.replace('T', ' ')));
    const armer = entry.armers.find((candidate) => candidate.email === member.email);
    if (!armer) return refuse(403, BID_MESSAGES.notAnOpener);
    if (parsed.data.code !== DEMO_STAFF.code) return refuse(401, BID_MESSAGES.codeWrong, { code: BID_MESSAGES.codeWrong });
    if (armer.passphrase !== parsed.data.passphrase) {
      entry.openingConfirmedBy = null;
      return refuse(422, BID_MESSAGES.wrongPassphrase);
    }
    if (!entry.openingConfirmedBy || Date.parse(entry.openingConfirmedBy.until) < Date.now()) {
      entry.openingConfirmedBy = { name: member.name, email: member.email, until: new Date(Date.now() + 15 * 60_000).toISOString() };
      return HttpResponse.json({ success: true, message: BID_MESSAGES.firstConfirmed, sealing: sealingOf(entry) });
    }
    if (entry.openingConfirmedBy.email === member.email) return refuse(409, BID_MESSAGES.sameOpener);
    const first = entry.openingConfirmedBy.name;
    entry.record = openRecord(entry, tenderNoOf(params), [first, member.name]);
    entry.sealing = 'opened';
    entry.openingConfirmedBy = null;
    return HttpResponse.json({ success: true, message: BID_MESSAGES.opened(entry.record.bidsCount), record: entry.record });
  }),

  http.get(`${DESK}/:bidNumber/files/:index`, ({ params }) => {
    const found = staffOn(params);
    if (found instanceof Response) return found;
    if (found.entry.sealing !== 'opened') return refuse(409, BID_MESSAGES.notOpenedYet);
    const file = found.entry.record?.bidders.find((row) => row.bidNumber === params.bidNumber)?.files.find((entry) => entry.index === Number(params.index));
    if (!file) return refuse(404, BID_MESSAGES.noSuchBid);
    return new HttpResponse(`Opened file ${file.name} (answered by msw)`, {
      headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"` },
    });
  }),
];
