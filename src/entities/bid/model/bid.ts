/**
 * Online bids on a tender (issue 23): the vendor's sealed bid, its receipt, the two openers and the
 * opening record. The routes and every answer are written out in `docs/bids.md`; the zod schemas (what
 * the server checks and answers) and the types of their records are in `bid.schema.ts`. Times are ISO instants in UTC (`…Z`, to the
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
  declaration: 'declaration',
  /** Random, made by the browser: binds the sealed envelope to this bid. */
  sealId: 'sealId',
  /** SHA-256 of the sealed envelope's bytes, as the browser computed it (the server checks the same). */
  sealedSha256: 'sealedSha256',
  /** SHA-256 of the envelope's padded plain container, as the browser computed it (checked at the opening). */
  plainSha256: 'plainSha256',
  files: 'files',
  /** One binary part: the financial envelope sealed in the browser (`sealed-box.ts`). */
  financialEnvelope: 'financialEnvelope',
} as const;

/**
 * An amount as the vendor must type it: rupees in digits, optionally a decimal point and one or two digits
 * of paise. No grouping, no sign, no exponent, no hexadecimal (`0x10`, `1e3` are refused).
 */
export const STRICT_AMOUNT = /^(?:0|[1-9][0-9]{0,11})(?:\.[0-9]{1,2})?$/;

/** Integer paise of a strict amount, or null when it is not one (or is 0, or above the maximum). */
export function amountToPaise(amount: string): number | null {
  if (!STRICT_AMOUNT.test(amount)) return null;
  const [rupees, paise = ''] = amount.split('.');
  const value = Number(rupees) * 100 + Number(paise.padEnd(2, '0'));
  return value > 0 && value <= MAX_BID_AMOUNT * 100 ? value : null;
}

/** GST in paise of an amount in paise, rounded half up to the paisa. */
export const gstPaiseOf = (amountPaise: number, gstRate: number): number => Math.round((amountPaise * gstRate) / 100);

/** A bid's state as its vendor sees it. `superseded`: a later bid replaced it (only the latest counts). */
export const BID_STATES = ['submitted', 'withdrawn', 'superseded'] as const;
export type BidState = (typeof BID_STATES)[number];

/**
 * Where a tender's sealing stands: `none` (no opener armed), `pending` (one opener armed), `armed` (bids
 * taken), `technical-opened` (the technical envelopes are open, the committee evaluates), `evaluated` (every
 * bidder qualified or not), `opened` (the qualified bidders' financial envelopes are open), `legacy` (armed
 * before bids were sealed in the browser: cannot be opened, see docs/bids.md).
 */
export const SEALING_STATES = ['none', 'pending', 'armed', 'technical-opened', 'evaluated', 'opened', 'legacy'] as const;
export type SealingStateName = (typeof SEALING_STATES)[number];

/** Flags the opening record may give a bid. */
export const OPENING_FLAGS = ['late', 'notReconfirmed', 'hashMismatch', 'amountInvalid'] as const;
export type OpeningFlag = (typeof OPENING_FLAGS)[number];
export const OPENING_FLAG_LABELS: Record<OpeningFlag, string> = {
  late: 'late',
  notReconfirmed: 'not re-confirmed',
  hashMismatch: 'does not match its receipt',
  amountInvalid: 'amount not in digits',
};

/** The two stages of an evaluation, each opened by both openers. */
export const OPENING_STAGES = ['technical', 'financial'] as const;
export type OpeningStage = (typeof OPENING_STAGES)[number];


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
  amount: 'Enter the amount in rupees without GST, in digits only (for example 1462846.50): more than 0, at most 2 decimals, at most ₹ 10,000 crore; no commas, signs or letters.',
  gstRate: 'Choose the GST rate: 0, 5, 12, 18 or 28 %.',
  validityDays: `Enter the bid's validity in whole days, from ${MIN_VALIDITY_DAYS} to ${MAX_VALIDITY_DAYS}.`,
  declaration: 'Tick the declaration to submit the bid.',
  sealingUnavailable: 'This browser cannot seal a bid (it has no WebCrypto). Use a current browser over https: a bid is never sent unsealed.',
  envelopeMissing: 'The sealed financial envelope is missing. Please send the bid again from the tender page.',
  envelopeAltered: 'The sealed envelope did not arrive as your browser sealed it. Nothing was kept; please send the bid again.',
  envelopeTooLarge: 'The sealed financial envelope is larger than allowed (the price schedule may be at most 20 MB).',
  storageFull: 'The server could not store your bid (no space left). Nothing was kept and no receipt was issued; please try again later.',
  // Staff: the sealing and the opening.
  passphraseShort: `The passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters.`,
  passphraseLong: `The passphrase must be at most ${MAX_PASSPHRASE_LENGTH} characters.`,
  notOnlineStaff: 'Set the tender to take online bids (Online_Bids) before arming it.',
  armedFirst: 'You armed the sealing. The other opener must now arm it with their own passphrase.',
  armedSecond: 'The sealing is armed: the tender takes online bids. Both openers and both passphrases are needed to open the bids: keep yours, nobody can reset it.',
  shareInvalid: 'The sealing keys sent by your browser are not valid. Reload the page and arm again.',
  reArmHasBids: 'The sealing cannot be set up again: bids are already sealed to it. If a passphrase is lost, cancel the tender and tender again (docs/bids.md).',
  legacySealing: 'This tender was armed before bids were sealed in the browser and cannot be opened here. Cancel it and tender again (docs/bids.md).',
  alreadyArmed: 'The sealing of this tender is already armed.',
  sameArmer: 'You already armed this tender: a different member of the tenders team must arm it second.',
  notArmedStaff: 'This tender has no sealed bids to open: its sealing was never armed.',
  tooEarly: (openingAt: string) => `The bids may be opened from ${openingAt} (India time), not before.`,
  alreadyOpened: 'The bids of this tender are already opened.',
  notAnOpener: 'Only the two members who armed this tender can open its bids.',
  notAnArmer: 'Only the two openers named for this tender can arm it.',
  wrongStage: 'This step of the opening is not due now.',
  tokenExpired: 'This opening step has expired. Start again with a new authenticator code.',
  partialsInvalid: 'Your browser sent an opening step that does not fit the bids. Reload the page and try again.',
  keysDoNotOpen: 'The keys sent do not open the bids. Nothing was opened; both openers must confirm again.',
  evaluationReason: 'Write the reason for the decision (at least 5 characters).',
  evaluationOpen: 'Decide every bidder (qualified or not, with a reason) before the evaluation is final.',
  evaluationDone: (qualified: number, total: number) => `The technical evaluation is final: ${qualified} of ${total} bidder${total === 1 ? '' : 's'} qualified. The bidders were told.`,
  decided: 'The decision is recorded.',
  noQualified: 'No bidder qualified: there are no financial envelopes to open. Cancel the tender or tender again.',
  awardReason: 'Give the reason for awarding to a bidder other than L1 (at least 5 characters).',
  awardNotRanked: 'Only a ranked bidder (a qualified bid with a valid, matching financial envelope) can be awarded.',
  awarded: (bidder: string) => `The tender is awarded to ${bidder}. The letter of award is ready and the bidders were told.`,
  alreadyAwarded: 'This tender is already awarded.',
  notAwardedYet: 'The tender is not awarded yet.',
  sameOpener: 'You already confirmed this opening: the other opener must confirm it.',
  codeWrong: 'The authenticator code is wrong or was already used.',
  firstConfirmed: 'Your confirmation is recorded. The other opener must now confirm within 15 minutes.',
  wrongPassphrase: 'The passphrase is wrong. Nothing was opened; a wrong passphrase counts toward your sign-in lockout.',
  locked: 'Too many wrong codes or passphrases: your account is locked for 15 minutes.',
  technicalOpened: (count: number) => `The technical envelopes are opened: ${count} bid${count === 1 ? '' : 's'}. Decide each bidder below.`,
  opened: (count: number) => `The financial envelopes of the qualified bidders are opened: ${count} bid${count === 1 ? '' : 's'}. The comparative statement is below.`,
  notOpenedYet: 'The bids are not opened yet.',
  noSuchBid: 'There is no such bid file.',
} as const;
