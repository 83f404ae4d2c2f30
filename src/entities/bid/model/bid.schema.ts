import { z } from 'zod';
import { text, whole } from '@/shared/lib/record-schema';
import {
  BID_FILE_TYPES,
  BID_MESSAGES,
  BID_STATES,
  GST_RATES,
  MAX_BID_AMOUNT,
  MAX_PASSPHRASE_LENGTH,
  MAX_VALIDITY_DAYS,
  MIN_PASSPHRASE_LENGTH,
  MIN_VALIDITY_DAYS,
  SEALING_STATES,
} from './bid';

/**
 * The bid records (issue 23): what the server checks and answers, and the client's form and screens read.
 * Multipart fields arrive as text: the financial fields accept a number or its text.
 */

const numeric = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value.trim().replace(/,/g, ''))) : value);

/** The financial envelope's fields as the vendor types them (its price schedule, if any, is a file part). */
export const bidFinancialSchema = z.object({
  /** Rupees without GST, paise at most. */
  amount: z.preprocess(
    numeric,
    z
      .number({ invalid_type_error: BID_MESSAGES.amount, required_error: BID_MESSAGES.amount })
      .finite(BID_MESSAGES.amount)
      .positive(BID_MESSAGES.amount)
      .max(MAX_BID_AMOUNT, BID_MESSAGES.amount)
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, BID_MESSAGES.amount),
  ),
  /** Percent. */
  gstRate: z.preprocess(
    numeric,
    z
      .number({ invalid_type_error: BID_MESSAGES.gstRate, required_error: BID_MESSAGES.gstRate })
      .refine((value) => (GST_RATES as readonly number[]).includes(value), BID_MESSAGES.gstRate),
  ),
  validityDays: z.preprocess(
    numeric,
    z
      .number({ invalid_type_error: BID_MESSAGES.validityDays, required_error: BID_MESSAGES.validityDays })
      .int(BID_MESSAGES.validityDays)
      .min(MIN_VALIDITY_DAYS, BID_MESSAGES.validityDays)
      .max(MAX_VALIDITY_DAYS, BID_MESSAGES.validityDays),
  ),
  /** The vendor ticked the declaration; multipart sends `true` (or `on`, a checkbox's default). */
  declaration: z.preprocess(
    (value) => value === true || value === 'true' || value === 'on',
    z.literal(true, { errorMap: () => ({ message: BID_MESSAGES.declaration }) }),
  ),
});

/** One file of a bid as its receipt names it. */
export const bidFileSchema = z.object({
  /** 0, 1, … in the order sent: the technical envelope's files, then the price schedule. */
  index: whole,
  envelope: z.enum(['technical', 'financial']),
  /** The file's name as sent (cleaned). */
  name: text,
  type: z.enum(BID_FILE_TYPES),
  /** Bytes. */
  size: whole,
  /** SHA-256 of the file's bytes, lower-case hex. */
  sha256: text,
});

/** What a vendor keeps: it proves what was sent and when. */
export const bidReceiptSchema = z.object({
  bidNumber: text,
  tenderNo: text,
  /** Server time the bid was committed, ISO instant to the second (`2026-11-25T10:15:42Z`). */
  submittedAt: text,
  /** The same instant as the office reads it: `25/11/2026 15:45:42 IST`. */
  submittedAtIndia: text,
  files: z.array(bidFileSchema),
  /**
   * SHA-256 (hex) of the financial envelope's exact bytes (a JSON text of the amount, GST rate, validity,
   * declaration, the price schedule's hash and a random nonce, so the hash cannot be guessed from the amount).
   */
  financialSha256: text,
  /** When the vendor last confirmed the bid (the submission, or a re-confirmation after a corrigendum). */
  confirmedAt: text,
});

/** `GET …/bids/mine`: the tender's bidding state and the vendor's latest bid on it. */
export const myBidSchema = z.object({
  tenderNo: text,
  /** True when a bid may be sent now: online bids, sealing armed, before the deadline, tender open. */
  acceptingBids: z.boolean(),
  /** Why not, in words (one of `BID_MESSAGES`), or '' when bids are taken. */
  notAcceptingReason: text,
  /** `yyyy-MM-ddTHH:mm` India time, or ''. */
  Bid_Deadline: text,
  Bid_Opening_At: text,
  /** The vendor's latest bid, or null when they have none (or withdrew it: then `state` says so). */
  bid: z
    .object({
      state: z.enum(BID_STATES),
      receipt: bidReceiptSchema,
      /** A corrigendum came after the bid: re-confirm it before the deadline or it is flagged at the opening. */
      needsReconfirmation: z.boolean(),
      withdrawnAt: text.nullable(),
    })
    .nullable(),
  /** True once the bids are opened (then `GET …/bids/summary` carries the record). */
  opened: z.boolean(),
});

/** The sealing of a tender as staff see it. */
export const sealingStateSchema = z.object({
  state: z.enum(SEALING_STATES),
  /** The members who armed it (one while pending), names and e-mails: they are the openers. */
  armedBy: z.array(z.object({ name: text, email: text, at: text })),
  /** While pending: when the first arming lapses. */
  pendingUntil: text.nullable(),
  /** While an opening waits for its second confirmation: who confirmed and until when it holds. */
  openingConfirmedBy: z.object({ name: text, email: text, until: text }).nullable(),
});

/** One bid in the opening record. */
export const openingBidderSchema = z.object({
  bidNumber: text,
  /** The company name the vendor registered for the tender with. */
  bidder: text,
  /** Rupees without GST. */
  amount: z.number(),
  gstRate: z.number(),
  gstAmount: z.number(),
  /** Amount plus GST. */
  total: z.number(),
  validityDays: whole,
  submittedAt: text,
  /** `L1`, `L2`, … by amount without GST, lowest first; null for a flagged bid (not ranked). */
  rank: text.nullable(),
  flags: z.object({ late: z.boolean(), notReconfirmed: z.boolean(), hashMismatch: z.boolean() }),
  /** Staff only (empty for vendors): the files with the hash found at the opening. */
  files: z.array(bidFileSchema.extend({ matches: z.boolean() })),
  /** True when the financial envelope's hash matched its receipt. */
  financialMatches: z.boolean(),
});

export const openingRecordSchema = z.object({
  tenderNo: text,
  openedAt: text,
  /** The two openers' names. */
  openedBy: z.array(text),
  /** Bids counted: the latest bid of each vendor not withdrawn. */
  bidsCount: whole,
  /** Ranked bids first (L1, L2, …), then the flagged ones. */
  bidders: z.array(openingBidderSchema),
});

/** `GET /api/staff/tenders/:tenderNo/bids`. Before the opening: the count only, never who bid. */
export const staffBidsSchema = z.object({
  tenderNo: text,
  Online_Bids: z.boolean(),
  Bid_Deadline: text,
  Bid_Opening_At: text,
  sealing: sealingStateSchema,
  bidsCount: whole,
  /** True from `Bid_Opening_At` on (server clock) while not yet opened. */
  mayOpen: z.boolean(),
  record: openingRecordSchema.nullable(),
});

/** `GET /api/tenders/:tenderNo/bids/summary`: what anyone sees; `record` only for a vendor who bid, after the opening. */
export const publicBidsSchema = z.object({
  tenderNo: text,
  opened: z.boolean(),
  openedAt: text.nullable(),
  /** Null before the opening: nobody learns how many bid until then. */
  bidsCount: whole.nullable(),
  /** Once the tender is awarded: the L1 bidder and their amount (without GST) and GST rate. */
  award: z.object({ bidder: text, amount: z.number(), gstRate: z.number() }).nullable(),
  record: openingRecordSchema.nullable(),
});

const passphrase = z
  .string({ required_error: BID_MESSAGES.passphraseShort, invalid_type_error: BID_MESSAGES.passphraseShort })
  .min(MIN_PASSPHRASE_LENGTH, BID_MESSAGES.passphraseShort)
  .max(MAX_PASSPHRASE_LENGTH, BID_MESSAGES.passphraseLong);

/** `POST …/bids/arm`. */
export const sealingArmSchema = z.object({ passphrase });

/** `POST …/bids/open`: the member's authenticator code and their passphrase. */
export const openingConfirmSchema = z.object({
  code: z.string({ required_error: BID_MESSAGES.codeWrong }).trim().regex(/^\d{6}$/, 'must be the 6 digits your authenticator shows'),
  passphrase,
});
