import type { z } from 'zod';
import type {
  bidFileSchema,
  bidFinancialSchema,
  bidReceiptSchema,
  myBidSchema,
  openingBidderSchema,
  openingConfirmSchema,
  openingRecordSchema,
  publicBidsSchema,
  sealingArmSchema,
  sealingStateSchema,
  staffBidsSchema,
} from './bid.schema';

/**
 * Online bids on a tender (issue 23): the vendor's sealed bid, its receipt, the two openers and the
 * opening record. The routes and every answer are written out in `docs/bids.md`; the zod schemas (what
 * the server checks and answers) are in `bid.schema.ts`. Times are ISO instants in UTC (`…Z`, to the
 * second); a tender's own `Bid_Deadline` and `Bid_Opening_At` are Asia/Kolkata wall-clock times
 * written `yyyy-MM-ddTHH:mm`.
 */

/** GST rates a bid may state, in percent. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** The largest amount a bid may state, in rupees without GST (₹ 10,000 crore): anything above is a typo. */
export const MAX_BID_AMOUNT = 100_000_000_000;
export const MIN_VALIDITY_DAYS = 30;
export const MAX_VALIDITY_DAYS = 365;

/** A bid's files: each at most 20 MB, all together at most 100 MB, at most 20 of them. */
export const MAX_BID_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_BID_TOTAL_BYTES = 100 * 1024 * 1024;
export const MAX_BID_FILES = 20;

/** Kinds of files a technical envelope takes (checked by their bytes on the server); the price schedule is an XLSX. */
export const BID_FILE_TYPES = ['pdf', 'xlsx', 'docx', 'zip', 'dwg'] as const;
export type BidFileType = (typeof BID_FILE_TYPES)[number];
export const BID_FILE_ACCEPT = '.pdf,.xlsx,.docx,.zip,.dwg';

/** A passphrase an opener types at arming and at the opening; never stored. */
export const MIN_PASSPHRASE_LENGTH = 12;
export const MAX_PASSPHRASE_LENGTH = 200;

/**
 * The multipart parts of `POST /api/tenders/:tenderNo/bids`: the text fields of the financial envelope,
 * the technical envelope's files (each part named `files`), and the optional price schedule.
 */
export const BID_FORM_PARTS = {
  amount: 'amount',
  gstRate: 'gstRate',
  validityDays: 'validityDays',
  declaration: 'declaration',
  files: 'files',
  priceSchedule: 'priceSchedule',
} as const;

/** A bid's state as its vendor sees it. `superseded`: a later bid replaced it (only the latest counts). */
export const BID_STATES = ['submitted', 'withdrawn', 'superseded'] as const;
export type BidState = (typeof BID_STATES)[number];

/** Where a tender's sealing stands: `none` (no key yet), `pending` (one opener armed), `armed` (bids taken), `opened`. */
export const SEALING_STATES = ['none', 'pending', 'armed', 'opened'] as const;
export type SealingStateName = (typeof SEALING_STATES)[number];

/** Flags the opening record may give a bid. */
export const OPENING_FLAGS = ['late', 'notReconfirmed', 'hashMismatch'] as const;
export type OpeningFlag = (typeof OPENING_FLAGS)[number];
export const OPENING_FLAG_LABELS: Record<OpeningFlag, string> = {
  late: 'late',
  notReconfirmed: 'not re-confirmed',
  hashMismatch: 'hash mismatch',
};

export type BidFinancial = z.output<typeof bidFinancialSchema>;
export type BidFinancialInput = z.input<typeof bidFinancialSchema>;
export type BidFile = z.output<typeof bidFileSchema>;
export type BidReceipt = z.output<typeof bidReceiptSchema>;
export type MyBid = z.output<typeof myBidSchema>;
export type SealingState = z.output<typeof sealingStateSchema>;
export type StaffBids = z.output<typeof staffBidsSchema>;
export type OpeningBidder = z.output<typeof openingBidderSchema>;
export type OpeningRecord = z.output<typeof openingRecordSchema>;
export type PublicBids = z.output<typeof publicBidsSchema>;
export type SealingArmPayload = z.input<typeof sealingArmSchema>;
export type OpeningConfirmPayload = z.input<typeof openingConfirmSchema>;

/** Tender numbers hold `/`: every address sends one encoded as one path segment. */
const tenderSegment = (tenderNo: string) => encodeURIComponent(tenderNo);

/** The addresses under the API base (`/backend`), as `docs/bids.md` lists them. */
export const BID_PATHS = {
  /** GET: the vendor's bid on the tender (and whether bids are taken now). */
  mine: (tenderNo: string) => `/api/tenders/${tenderSegment(tenderNo)}/bids/mine`,
  /** POST multipart: a bid (a second one replaces the first). */
  submit: (tenderNo: string) => `/api/tenders/${tenderSegment(tenderNo)}/bids`,
  /** POST, no body. */
  withdraw: (tenderNo: string) => `/api/tenders/${tenderSegment(tenderNo)}/bids/withdraw`,
  /** POST, no body. */
  reconfirm: (tenderNo: string) => `/api/tenders/${tenderSegment(tenderNo)}/bids/reconfirm`,
  /** GET: the number of bids and, once awarded, winner and amount; the record too for a vendor who bid. */
  publicBids: (tenderNo: string) => `/api/tenders/${tenderSegment(tenderNo)}/bids/summary`,
  /** GET (staff, tenders role): the sealing and the count, or the opening record once opened. */
  staffBids: (tenderNo: string) => `/api/staff/tenders/${tenderSegment(tenderNo)}/bids`,
  /** POST (staff): `{ passphrase }`, once by each of two different members. */
  arm: (tenderNo: string) => `/api/staff/tenders/${tenderSegment(tenderNo)}/bids/arm`,
  /** POST (staff): `{ code, passphrase }`, once by each of the two openers, at or after `Bid_Opening_At`. */
  open: (tenderNo: string) => `/api/staff/tenders/${tenderSegment(tenderNo)}/bids/open`,
  /** GET (staff), after the opening: one opened file. */
  file: (tenderNo: string, bidNumber: string, fileIndex: number) =>
    `/api/staff/tenders/${tenderSegment(tenderNo)}/bids/${encodeURIComponent(bidNumber)}/files/${fileIndex}`,
} as const;

/** The words of the bid routes' answers, shown by the screens as they come. */
export const BID_MESSAGES = {
  loginFirst: 'Please log in as a vendor to bid.',
  profileFirst: 'Complete your vendor profile before you bid: the bid goes out under its company name.',
  noSuchTender: 'There is no such tender on the board.',
  notOnline: 'This tender does not take online bids.',
  notArmed: 'This tender does not take online bids yet: its bid openers have not set up the sealing.',
  deadlinePassed: 'The bid submission deadline has passed: your bid was not accepted.',
  deadlinePassedDuringUpload: 'The bid submission deadline passed while your files were uploading: your bid was not accepted.',
  notOpen: 'This tender no longer takes bids.',
  submitted: (bidNumber: string) => `Your bid ${bidNumber} was received and sealed. Your receipt is below and was e-mailed to you.`,
  resubmitted: (bidNumber: string) => `Your new bid ${bidNumber} was received and sealed; it replaces your earlier bid.`,
  withdrawn: 'Your bid was withdrawn. You may bid again until the deadline.',
  nothingToWithdraw: 'You have no bid on this tender to withdraw.',
  reconfirmed: 'Your bid is re-confirmed for the amended tender.',
  nothingToReconfirm: 'Your bid does not need re-confirming.',
  fileType: 'A bid file must be a PDF, XLSX, DOCX, ZIP or DWG file (checked by its content).',
  priceScheduleType: 'The price schedule must be an XLSX file.',
  fileEmpty: 'A file is empty.',
  fileTooLarge: 'A file is larger than 20 MB.',
  totalTooLarge: 'The files together are larger than 100 MB.',
  tooManyFiles: 'Attach at most 20 files.',
  filesMissing: 'Attach the technical envelope: at least one file.',
  formUnreadable: 'The bid could not be read. Please try again.',
  amount: 'Enter the amount in rupees without GST: more than 0, at most 2 decimals, at most ₹ 10,000 crore.',
  gstRate: 'Choose the GST rate: 0, 5, 12, 18 or 28 %.',
  validityDays: `Enter the bid's validity in whole days, from ${MIN_VALIDITY_DAYS} to ${MAX_VALIDITY_DAYS}.`,
  declaration: 'Tick the declaration to submit the bid.',
  storageFull: 'The server could not store your bid (no space left). Nothing was kept and no receipt was issued; please try again later.',
  // Staff: the sealing and the opening.
  passphraseShort: `The passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters.`,
  passphraseLong: `The passphrase must be at most ${MAX_PASSPHRASE_LENGTH} characters.`,
  notOnlineStaff: 'Set the tender to take online bids (Online_Bids) before arming it.',
  armedFirst: 'You armed the sealing. A second member of the tenders team must now arm it with their own passphrase (within 30 minutes).',
  armedSecond: 'The sealing is armed: the tender takes online bids. Both passphrases are needed to open the bids: keep yours.',
  alreadyArmed: 'The sealing of this tender is already armed.',
  sameArmer: 'You already armed this tender: a different member of the tenders team must arm it second.',
  notArmedStaff: 'This tender has no sealed bids to open: its sealing was never armed.',
  tooEarly: (openingAt: string) => `The bids may be opened from ${openingAt} (India time), not before.`,
  alreadyOpened: 'The bids of this tender are already opened.',
  notAnOpener: 'Only the two members who armed this tender can open its bids.',
  sameOpener: 'You already confirmed this opening: the other opener must confirm it.',
  codeWrong: 'The authenticator code is wrong or was already used.',
  firstConfirmed: 'Your confirmation is recorded. The other opener must now confirm within 15 minutes.',
  wrongPassphrase: 'The passphrases do not open the bids: one of them is wrong. Nothing was opened; both openers must confirm again.',
  opened: (count: number) => `The bids are opened: ${count} bid${count === 1 ? '' : 's'}. The opening record is below.`,
  notOpenedYet: 'The bids are not opened yet.',
  noSuchBid: 'There is no such bid file.',
} as const;
