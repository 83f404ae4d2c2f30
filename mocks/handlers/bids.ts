import { HttpResponse, type RequestHandler } from 'msw';
import type { z } from 'zod';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import {
  BID_FORM_PARTS,
  BID_MESSAGES,
  type BidFile,
  type BidReceipt,
  type BidState,
  type MyBid,
  type OpeningRecord,
  type PublicBids,
  type SealingState,
  armSealingEndpoint,
  awardBidEndpoint,
  beginOpeningEndpoint,
  evaluateBidEndpoint,
  finishEvaluationEndpoint,
  myBidRead,
  openedFileRead,
  openingKeysEndpoint,
  openingPartialsEndpoint,
  publicBidsRead,
  reconfirmBidEndpoint,
  shareParamsRead,
  staffBidsRead,
  staffBidsSchema,
  submitBidEndpoint,
  withdrawBidEndpoint,
  type AwardAnswer,
  type EvaluationAnswer,
  type OpenedAnswer,
  type OpeningStage,
  type OpeningStep,
  type SealingAnswer,
  type ShareParams,
  type StaffBids,
} from '@/entities/bid';
import type { MyApplicationBid } from '@/entities/tender';
import { accountsMockState } from '../fixtures/accounts';
import { DEMO_STAFF, mockStaffMember } from './staff';
import { mockEndpoint } from '../contract-handler';

/** The desk's POST steps, each answered from its fixture. */
type DeskStepContract =
  | typeof armSealingEndpoint
  | typeof beginOpeningEndpoint
  | typeof openingPartialsEndpoint
  | typeof openingKeysEndpoint
  | typeof evaluateBidEndpoint
  | typeof finishEvaluationEndpoint
  | typeof awardBidEndpoint;

/**
 * Online bids from fixtures (`docs/bids.md`), typed by the bid contracts: the vendor's bid, withdraw and
 * re-confirm, the public summary, and the desk's steps. A write answers its success and records what was
 * sent, so the screen reads it back (`npm run dev:mock`). Whether a tender takes bids now is the fixture's
 * (`notAcceptingReason`), not worked out here: the deadline, the sealing's state, the profile's fields,
 * the files' rules and which bid may be withdrawn or re-confirmed are the server's (`server/bids/`). A
 * test that needs one of those refusals answers it with its own handler. Vendors come from the accounts
 * mock (its session and the profile it recorded), staff from the staff mock. Only the tenders given to
 * `resetBidsMock()` take online bids; one test file is one "server".
 */

export interface MockBidTender {
  Bid_Deadline: string;
  Bid_Opening_At: string;
  sealing: SealingState['state'];
  /** Who armed it (e-mail → passphrase); two once armed. */
  armers: Array<{ name: string; email: string; at: string; passphrase: string }>;
  openingConfirmedBy: { name: string; email: string; until: string } | null;
  /** Why the vendor's read says no bids are taken now ('' when they are): the server's verdict, as a test sets it. */
  notAcceptingReason: string;
  /** As the server holds them: sealed, so no amount (a test sets the opening record it wants). */
  bids: Array<{ account: string; company: string; state: BidState; receipt: BidReceipt; needsReconfirmation: boolean; withdrawnAt: string | null }>;
  /** The openers' financial public keys a vendor's browser seals to (any two P-256 keys will do in a test). */
  sealTo: { financial: [string, string] } | null;
  record: OpeningRecord | null;
  awarded: boolean;
}

/** Two fixed P-256 public keys (raw, base64url): the mock's openers. Nothing here can open what is sealed to them. */
export const MOCK_SEAL_TO: { financial: [string, string] } = {
  financial: [
    'BKfUB-zriKn87FL7iHkeUFYUN2VIN6woSGcIZR7PuTzy0kNSP3G_8OXSgEwmMG_JCFD9va7E9uCsKS0S_TevQas',
    'BKuXsfXvNojcwjvHpeC7Rr9AqiGxfRggcmi6p-0vnfPFyvQeROHY84qHibY6Ehs-YbGQZQPIOMEclL7sOF9I950',
  ],
};

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
    notAcceptingReason: '',
    bids: [],
    record: null,
    awarded: false,
    sealTo: fields.sealing === 'none' ? null : MOCK_SEAL_TO,
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

const latestBid = (entry: MockBidTender, account: string) => [...entry.bids].reverse().find((bid) => bid.account === account) ?? null;

/** The logged-in vendor on a tender taking online bids; a Response when refused. */
function vendorOn(params: Record<string, string | readonly string[] | undefined>): { entry: MockBidTender; account: string; tenderNo: string } | Response {
  const session = accountsMockState().session;
  if (!session) return refuse(401, BID_MESSAGES.loginFirst);
  const tenderNo = tenderNoOf(params);
  const entry = tenders.get(tenderNo);
  if (!entry) return refuse(404, BID_MESSAGES.noSuchTender);
  return { entry, account: session.email, tenderNo };
}

/** The profile the accounts mock recorded for the vendor (what they saved; its fields are the server's to check). */
const savedProfile = (account: string) => accountsMockState().profiles.get(account) ?? null;

/** The fixture's reason, or the server's words for a vendor who has saved no profile yet (so saving one shows the form). */
const notAccepting = (entry: MockBidTender, account: string): string => entry.notAcceptingReason || (savedProfile(account) ? '' : BID_MESSAGES.profileFirst);

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
    stage: entry.sealing,
    sealTo: reason === '' ? entry.sealTo : null,
    companyName: savedProfile(account)?.companyName ?? '',
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


export const bidsHandlers: RequestHandler[] = [
  mockEndpoint(myBidRead, ({ params }) => {
    const found = vendorOn(params);
    if (found instanceof Response) return found;
    return HttpResponse.json({ success: true, bid: myBid(found.entry, found.account, found.tenderNo) });
  }),

  mockEndpoint(submitBidEndpoint, async ({ params, request }) => {
    const found = vendorOn(params);
    if (found instanceof Response) return found;
    const { entry, account, tenderNo } = found;
    // Recorded as sent: the seal's fields, the declaration and the files are the server's intake to check
    // (server/bids/intake.ts), not this mock's.
    const form = await request.formData();
    const field = (name: string) => String(form.get(name) ?? '');
    const files = form.getAll(BID_FORM_PARTS.files).filter((value): value is File => typeof value !== 'string');
    const envelope = form.get(BID_FORM_PARTS.financialEnvelope);

    const earlier = latestBid(entry, account);
    const submittedAt = isoNow();
    const bidNumber = `BID-${tenderNo.replace(/\W+/g, '-')}-${String(nextBid++).padStart(4, '0')}`;
    const receipt: BidReceipt = {
      bidNumber,
      tenderNo,
      submittedAt,
      submittedAtIndia: india(submittedAt),
      files: files.map((file, index) => fileOf(file, index, 'technical')),
      financialSha256: field('sealedSha256'),
      plainSha256: field('plainSha256'),
      financialSize: typeof envelope === 'string' || !envelope ? 0 : envelope.size,
      confirmedAt: submittedAt,
    };
    entry.bids.push({
      account,
      company: savedProfile(account)?.companyName ?? account,
      state: 'submitted',
      receipt,
      needsReconfirmation: false,
      withdrawnAt: null,
    });
    const message = earlier ? BID_MESSAGES.resubmitted(bidNumber) : BID_MESSAGES.submitted(bidNumber);
    return HttpResponse.json({ success: true, message, receipt }, { status: 201 });
  }),

  mockEndpoint(withdrawBidEndpoint, ({ params }) => {
    const found = vendorOn(params);
    if (found instanceof Response) return found;
    const bid = latestBid(found.entry, found.account);
    if (bid) {
      bid.state = 'withdrawn';
      bid.withdrawnAt = isoNow();
    }
    return HttpResponse.json<WriteAnswer>({ success: true, message: BID_MESSAGES.withdrawn });
  }),

  mockEndpoint(reconfirmBidEndpoint, ({ params }) => {
    const found = vendorOn(params);
    if (found instanceof Response) return found;
    const bid = latestBid(found.entry, found.account);
    if (!bid) return refuse(500, `The bids mock holds no bid of ${found.account} on ${found.tenderNo} to re-confirm: submit one first.`);
    bid.needsReconfirmation = false;
    bid.receipt = { ...bid.receipt, confirmedAt: isoNow() };
    return HttpResponse.json({ success: true, message: BID_MESSAGES.reconfirmed, receipt: bid.receipt });
  }),

  mockEndpoint(publicBidsRead, ({ params }) => {
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
      award: entry.awarded && l1 ? { bidder: l1.bidder, amountPaise: l1.amountPaise, gstRate: l1.gstRate } : null,
      record: entry.record && bidder ? { ...entry.record, bidders: entry.record.bidders.map((row) => ({ ...row, files: [] })) } : null,
      technicalResult: null,
    };
    return HttpResponse.json({ success: true, summary });
  }),

  ...staffBidHandlers(),
];

/* ====================================================================================================
 * The desk's sealed bids (staff). Answers from fixtures (issue 39), no business rules: a test says
 * what `GET …/bids` answers (`setStaffBidsFixture`) and what each step answers (`setStaffBidsAnswer`),
 * optionally with what `GET` answers afterwards. Every body is checked by its route's schema (a 400
 * with the fields' messages, as the server's) and recorded (`staffBidsSent`), so a test can check what
 * the browser sent, and that no passphrase was among it.
 * ================================================================================================== */

/** The desk's steps, and the answer each gives on success. */
export interface StaffBidAnswers {
  share: { success: true; share: ShareParams };
  arm: SealingAnswer;
  begin: { success: true; step: OpeningStep };
  partials: SealingAnswer;
  keys: OpenedAnswer;
  evaluate: EvaluationAnswer;
  evaluationDone: EvaluationAnswer;
  award: AwardAnswer;
}
export type StaffBidRoute = keyof StaffBidAnswers;

/** A refusal as the server words it. */
export interface StaffBidRefusal {
  status: number;
  message: string;
  errors?: Record<string, string>;
}

interface StaffBidFixture<TRoute extends StaffBidRoute> {
  answer: StaffBidAnswers[TRoute] | StaffBidRefusal;
  /** What `GET …/bids` answers from then on. */
  then?: z.input<typeof staffBidsSchema>;
}

export interface StaffBidSent {
  route: StaffBidRoute;
  tenderNo: string;
  stage: OpeningStage | null;
  body: unknown;
}

let staffBids = new Map<string, StaffBids>();
let staffAnswers = new Map<string, Array<StaffBidFixture<StaffBidRoute>>>();
let staffSent: StaffBidSent[] = [];

/** What `GET /api/staff/tenders/:tenderNo/bids` answers (checked by its schema). */
export function setStaffBidsFixture(tenderNo: string, bids: z.input<typeof staffBidsSchema>): void {
  staffBids.set(tenderNo, staffBidsSchema.parse(bids));
}

/** The next answer of one step on `tenderNo` (answers queue up: a test may script two tries). */
export function setStaffBidsAnswer<TRoute extends StaffBidRoute>(tenderNo: string, route: TRoute, fixture: StaffBidFixture<TRoute>): void {
  const key = `${route} ${tenderNo}`;
  staffAnswers.set(key, [...(staffAnswers.get(key) ?? []), fixture as StaffBidFixture<StaffBidRoute>]);
}

/** Every body the desk sent, in order. */
export const staffBidsSent = (): readonly StaffBidSent[] => staffSent;

export function resetStaffBidsFixtures(): void {
  staffBids = new Map();
  staffAnswers = new Map();
  staffSent = [];
}

const isRefusal = (answer: StaffBidFixture<StaffBidRoute>['answer']): answer is StaffBidRefusal => 'status' in answer && typeof answer.status === 'number';

/** The signed-in member may use the desk (the staff mock's session); a Response when not. */
function deskRefusal(): Response | null {
  const member = mockStaffMember();
  if (!member) return refuse(401, STAFF_MESSAGES.notSignedIn);
  if (member.role === 'sales') return refuse(403, STAFF_MESSAGES.wrongRole);
  return null;
}

function answerWith(route: StaffBidRoute, tenderNo: string): Response {
  const queue = staffAnswers.get(`${route} ${tenderNo}`) ?? [];
  const fixture = queue.shift();
  if (!fixture) return refuse(500, `The staff bids mock has no "${route}" answer for ${tenderNo}: give one with setStaffBidsAnswer.`);
  if (fixture.then) setStaffBidsFixture(tenderNo, fixture.then);
  if (isRefusal(fixture.answer)) return refuse(fixture.answer.status, fixture.answer.message, fixture.answer.errors);
  return HttpResponse.json(fixture.answer);
}

/** One POST step: its body checked by its contract's schema (none: no body), recorded, then the fixture's answer. */
function deskStep(route: StaffBidRoute, contract: DeskStepContract): RequestHandler {
  const schema = contract.body ?? null;
  return mockEndpoint(contract, async ({ params, request }) => {
    const refused = deskRefusal();
    if (refused) return refused;
    const tenderNo = tenderNoOf(params);
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : null;
    staffSent.push({ route, tenderNo, stage: typeof params.stage === 'string' ? (params.stage as OpeningStage) : null, body });
    if (schema) {
      const parsed = schema.safeParse(body);
      if (!parsed.success) return refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(parsed.error));
    }
    return answerWith(route, tenderNo);
  });
}

/** A tender's desk before anything happened: online bids, nobody armed, no bid. */
const untouched = (tenderNo: string): StaffBids =>
  staffBidsSchema.parse({
    tenderNo,
    Online_Bids: true,
    Bid_Deadline: '',
    Bid_Opening_At: '',
    sealing: { state: 'none', armedBy: [], pendingUntil: null, openingConfirmedBy: null },
    bidsCount: 0,
    youAreOpener: false,
    stageDue: null,
    mayOpen: false,
    technical: null,
    record: null,
    award: null,
  });

function staffBidHandlers(): RequestHandler[] {
  return [
    mockEndpoint(staffBidsRead, ({ params }) => {
      const refused = deskRefusal();
      if (refused) return refused;
      const tenderNo = tenderNoOf(params);
      return HttpResponse.json({ success: true, bids: staffBids.get(tenderNo) ?? untouched(tenderNo) });
    }),
    mockEndpoint(shareParamsRead, ({ params }) => deskRefusal() ?? answerWith('share', tenderNoOf(params))),
    deskStep('arm', armSealingEndpoint),
    deskStep('begin', beginOpeningEndpoint),
    deskStep('partials', openingPartialsEndpoint),
    deskStep('keys', openingKeysEndpoint),
    deskStep('evaluate', evaluateBidEndpoint),
    deskStep('evaluationDone', finishEvaluationEndpoint),
    deskStep('award', awardBidEndpoint),
    mockEndpoint(openedFileRead, ({ params }) => {
      const refused = deskRefusal();
      if (refused) return refused;
      const name = `${String(params.bidNumber)}-${String(params.envelope)}-${String(params.index)}`;
      return new HttpResponse(`Opened file ${name} (answered by msw)`, {
        headers: { 'content-type': 'application/octet-stream', 'content-disposition': `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"` },
      });
    }),
  ];
}
