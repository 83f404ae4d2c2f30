import { http, HttpResponse, type RequestHandler } from 'msw';
import { API_URL } from '@/shared/config/env';
import {
  BID_MESSAGES,
  bidFinancialSchema,
  openingConfirmSchema,
  sealingArmSchema,
  type BidFile,
  type BidReceipt,
  type MyBid,
  type OpeningRecord,
  type PublicBids,
  type SealingState,
  type StaffBids,
} from '@/entities/bid';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import { mockStaffMember } from './staff';

/**
 * Online bids in memory, answering like the API host (`docs/bids.md`): one vendor (logged in unless
 * `resetBidsMock({ vendor: false })`), any tender number; the staff side is the staff mock's signed-in member
 * plus a colleague ("Bhavesh") who has always armed or confirmed first, so one member of the desk can walk
 * the whole flow. The passphrase `wrong passphrase!` plays a wrong one at the opening; the code `000000` a
 * wrong authenticator code. Hashes are stand-ins (not the file's real SHA-256): the server computes those.
 */

interface MockBidState {
  vendor: boolean;
  registered: boolean;
  sealing: SealingState['state'];
  /** False before `Bid_Deadline`: the mock's clock. */
  deadlinePassed: boolean;
  mayOpen: boolean;
  bid: { state: 'submitted' | 'withdrawn'; receipt: BidReceipt; needsReconfirmation: boolean; withdrawnAt: string | null } | null;
  openingConfirmed: boolean;
  record: OpeningRecord | null;
  awarded: boolean;
  nextNumber: number;
}

let state: MockBidState;

export function resetBidsMock(overrides: Partial<MockBidState> = {}): void {
  state = {
    vendor: true,
    registered: true,
    sealing: 'armed',
    deadlinePassed: false,
    mayOpen: false,
    bid: null,
    openingConfirmed: false,
    record: null,
    awarded: false,
    nextNumber: 1,
    ...overrides,
  };
}
resetBidsMock();

/** A corrigendum came: the vendor's bid needs re-confirming. */
export function amendBidsMockTender(): void {
  if (state.bid?.state === 'submitted') state.bid.needsReconfirmation = true;
}

const NOW = '2026-11-25T10:15:42Z';
const COLLEAGUE = { name: 'Bhavesh Patil', email: 'bhavesh@vastukala.in' };
const tenderNoOf = (params: Record<string, string | readonly string[] | undefined>) => decodeURIComponent(String(params.tenderNo));
const refuse = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json<WriteAnswer>({ success: false, message, ...(errors && { errors }) }, { status });
const standInHash = (text: string) => Array.from({ length: 64 }, (_, index) => ((text.charCodeAt(index % Math.max(1, text.length)) + index) % 16).toString(16)).join('');

function refusal(): string {
  if (!state.registered) return BID_MESSAGES.registerFirst;
  if (state.sealing === 'opened') return BID_MESSAGES.notOpen;
  if (state.sealing !== 'armed') return BID_MESSAGES.notArmed;
  if (state.deadlinePassed) return BID_MESSAGES.deadlinePassed;
  return '';
}

const myBid = (tenderNo: string): MyBid => ({
  tenderNo,
  acceptingBids: refusal() === '',
  notAcceptingReason: refusal(),
  Bid_Deadline: '2026-12-10T15:00',
  Bid_Opening_At: '2026-12-10T16:00',
  bid: state.bid,
  opened: state.sealing === 'opened',
});

const sealing = (): SealingState => ({
  state: state.sealing,
  armedBy: state.sealing === 'none' ? [] : [{ ...COLLEAGUE, at: NOW }, ...(state.sealing === 'pending' ? [] : [{ name: mockStaffMember()?.name ?? '', email: mockStaffMember()?.email ?? '', at: NOW }])],
  pendingUntil: state.sealing === 'pending' ? '2026-11-25T10:45:42Z' : null,
  openingConfirmedBy: state.openingConfirmed ? { ...COLLEAGUE, until: '2026-12-10T11:00:00Z' } : null,
});

function staffRefusal(): Response | null {
  const member = mockStaffMember();
  if (!member) return refuse(401, STAFF_MESSAGES.notSignedIn);
  if (member.role === 'sales') return refuse(403, STAFF_MESSAGES.wrongRole);
  return null;
}

function recordFor(tenderNo: string): OpeningRecord {
  const mine = state.bid?.state === 'submitted' ? state.bid.receipt : null;
  const bidders: OpeningRecord['bidders'] = [
    {
      bidNumber: 'BID-20261201-0A1B2C3D4E',
      bidder: 'Kale Interiors',
      amount: 1390000,
      gstRate: 18,
      gstAmount: 250200,
      total: 1640200,
      validityDays: 90,
      submittedAt: '2026-12-01T06:00:00Z',
      rank: 'L1',
      flags: { late: false, notReconfirmed: false, hashMismatch: false },
      files: [{ index: 0, envelope: 'technical', name: 'kale.pdf', type: 'pdf', size: 48213, sha256: standInHash('kale.pdf'), matches: true }],
      financialMatches: true,
    },
  ];
  if (mine) {
    bidders.push({
      bidNumber: mine.bidNumber,
      bidder: 'Deshmukh Fabricators',
      amount: 1462846.5,
      gstRate: 18,
      gstAmount: 263312.37,
      total: 1726158.87,
      validityDays: 90,
      submittedAt: mine.submittedAt,
      rank: state.bid?.needsReconfirmation ? null : 'L2',
      flags: { late: false, notReconfirmed: Boolean(state.bid?.needsReconfirmation), hashMismatch: false },
      files: mine.files.map((file) => ({ ...file, matches: true })),
      financialMatches: true,
    });
  }
  return { tenderNo, openedAt: '2026-12-10T10:31:05Z', openedBy: [COLLEAGUE.name, mockStaffMember()?.name ?? ''], bidsCount: bidders.length, bidders };
}

const BASE = `${API_URL}/api/tenders/:tenderNo/bids`;
const STAFF = `${API_URL}/api/staff/tenders/:tenderNo/bids`;

export const bidsHandlers: RequestHandler[] = [
  http.get(`${BASE}/mine`, ({ params }) => {
    if (!state.vendor) return refuse(401, BID_MESSAGES.loginFirst);
    return HttpResponse.json({ success: true, bid: myBid(tenderNoOf(params)) });
  }),

  http.post(BASE, async ({ request, params }) => {
    if (!state.vendor) return refuse(401, BID_MESSAGES.loginFirst);
    const why = refusal();
    if (why) return refuse(why === BID_MESSAGES.registerFirst ? 403 : 409, why);
    const form = await request.formData();
    const fields = Object.fromEntries(['amount', 'gstRate', 'validityDays', 'declaration'].map((name) => [name, form.get(name) ?? undefined]));
    const checked = bidFinancialSchema.safeParse(fields);
    if (!checked.success) return refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(checked.error));
    const technical = form.getAll('files').filter((value): value is File => typeof value !== 'string' && value.name !== '');
    const schedule = form.getAll('priceSchedule').filter((value): value is File => typeof value !== 'string' && value.name !== '');
    if (technical.length === 0) return refuse(400, BID_MESSAGES.filesMissing, { files: BID_MESSAGES.filesMissing });
    const type = (file: File) => file.name.split('.').pop()?.toLowerCase() ?? '';
    if (technical.some((file) => !['pdf', 'xlsx', 'docx', 'zip', 'dwg'].includes(type(file)))) return refuse(400, BID_MESSAGES.fileType, { files: BID_MESSAGES.fileType });
    if (schedule.some((file) => type(file) !== 'xlsx')) return refuse(400, BID_MESSAGES.priceScheduleType, { priceSchedule: BID_MESSAGES.priceScheduleType });
    const files: BidFile[] = [...technical, ...schedule].map((file, index) => ({
      index,
      envelope: index < technical.length ? 'technical' : 'financial',
      name: file.name,
      type: type(file) as BidFile['type'],
      size: file.size,
      sha256: standInHash(`${file.name}:${file.size}`),
    }));
    const bidNumber = `BID-20261125-MOCK${String(state.nextNumber++).padStart(6, '0')}`;
    const replaced = state.bid?.state === 'submitted';
    const receipt: BidReceipt = { bidNumber, tenderNo: tenderNoOf(params), submittedAt: NOW, submittedAtIndia: '25/11/2026 15:45:42 IST', files, financialSha256: standInHash(`${bidNumber}:${checked.data.amount}`), confirmedAt: NOW };
    state.bid = { state: 'submitted', receipt, needsReconfirmation: false, withdrawnAt: null };
    return HttpResponse.json({ success: true, message: replaced ? BID_MESSAGES.resubmitted(bidNumber) : BID_MESSAGES.submitted(bidNumber), receipt }, { status: 201 });
  }),

  http.post(`${BASE}/withdraw`, () => {
    if (!state.vendor) return refuse(401, BID_MESSAGES.loginFirst);
    if (state.deadlinePassed) return refuse(409, BID_MESSAGES.deadlinePassed);
    if (state.bid?.state !== 'submitted') return refuse(409, BID_MESSAGES.nothingToWithdraw);
    state.bid = { ...state.bid, state: 'withdrawn', withdrawnAt: NOW };
    return HttpResponse.json<WriteAnswer>({ success: true, message: BID_MESSAGES.withdrawn });
  }),

  http.post(`${BASE}/reconfirm`, () => {
    if (!state.vendor) return refuse(401, BID_MESSAGES.loginFirst);
    if (state.deadlinePassed) return refuse(409, BID_MESSAGES.deadlinePassed);
    if (state.bid?.state !== 'submitted' || !state.bid.needsReconfirmation) return refuse(409, BID_MESSAGES.nothingToReconfirm);
    state.bid = { ...state.bid, needsReconfirmation: false, receipt: { ...state.bid.receipt, confirmedAt: NOW } };
    return HttpResponse.json({ success: true, message: BID_MESSAGES.reconfirmed, receipt: state.bid.receipt });
  }),

  http.get(`${BASE}/summary`, ({ params }) => {
    const record = state.record;
    const winner = record?.bidders.find((bidder) => bidder.rank === 'L1');
    const summary: PublicBids = {
      tenderNo: tenderNoOf(params),
      opened: Boolean(record),
      openedAt: record?.openedAt ?? null,
      bidsCount: record?.bidsCount ?? null,
      award: state.awarded && winner ? { bidder: winner.bidder, amount: winner.amount, gstRate: winner.gstRate } : null,
      record: record && state.vendor && state.bid ? { ...record, bidders: record.bidders.map((bidder) => ({ ...bidder, files: [] })) } : null,
    };
    return HttpResponse.json({ success: true, summary });
  }),

  http.get(STAFF, ({ params }) => {
    const refused = staffRefusal();
    if (refused) return refused;
    const bids: StaffBids = {
      tenderNo: tenderNoOf(params),
      Online_Bids: true,
      Bid_Deadline: '2026-12-10T15:00',
      Bid_Opening_At: '2026-12-10T16:00',
      sealing: sealing(),
      bidsCount: 1 + (state.bid?.state === 'submitted' ? 1 : 0),
      mayOpen: state.mayOpen && state.sealing === 'armed',
      record: state.record,
    };
    return HttpResponse.json({ success: true, bids });
  }),

  http.post(`${STAFF}/arm`, async ({ request }) => {
    const refused = staffRefusal();
    if (refused) return refused;
    const checked = sealingArmSchema.safeParse(await request.json().catch(() => null));
    if (!checked.success) return refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(checked.error));
    if (state.sealing === 'armed') return refuse(409, BID_MESSAGES.alreadyArmed);
    if (state.sealing === 'opened') return refuse(409, BID_MESSAGES.alreadyOpened);
    // The colleague armed first: this member arms second.
    state.sealing = 'armed';
    return HttpResponse.json({ success: true, message: BID_MESSAGES.armedSecond, sealing: sealing() });
  }),

  http.post(`${STAFF}/open`, async ({ request, params }) => {
    const refused = staffRefusal();
    if (refused) return refused;
    const checked = openingConfirmSchema.safeParse(await request.json().catch(() => null));
    if (!checked.success) return refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(checked.error));
    if (state.sealing === 'opened') return refuse(409, BID_MESSAGES.alreadyOpened);
    if (state.sealing !== 'armed') return refuse(409, BID_MESSAGES.notArmedStaff);
    if (!state.mayOpen) return refuse(409, BID_MESSAGES.tooEarly('2026-12-10 16:00'));
    if (checked.data.code === '000000') return refuse(401, BID_MESSAGES.codeWrong, { code: BID_MESSAGES.codeWrong });
    if (checked.data.passphrase === 'wrong passphrase!') {
      state.openingConfirmed = false;
      return refuse(422, BID_MESSAGES.wrongPassphrase);
    }
    if (!state.openingConfirmed) {
      // Play the colleague's confirmation first, then this member's opens.
      state.openingConfirmed = true;
      return HttpResponse.json({ success: true, message: BID_MESSAGES.firstConfirmed, sealing: sealing() });
    }
    state.sealing = 'opened';
    state.openingConfirmed = false;
    state.record = recordFor(tenderNoOf(params));
    return HttpResponse.json({ success: true, message: BID_MESSAGES.opened(state.record.bidsCount), record: state.record });
  }),

  http.get(`${STAFF}/:bidNumber/files/:index`, () => {
    const refused = staffRefusal();
    if (refused) return refused;
    if (!state.record) return refuse(409, BID_MESSAGES.notOpenedYet);
    return new HttpResponse(new Blob(['%PDF-1.4\n% opened bid file\n%%EOF\n'], { type: 'application/pdf' }), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="bid-file.pdf"' },
    });
  }),
];
