import { z } from 'zod';
import { text, whole } from '@/shared/lib/record-schema';
import {
  amountToPaise,
  BID_FILE_TYPES,
  BID_MESSAGES,
  BID_STATES,
  GST_RATES,
  MAX_VALIDITY_DAYS,
  MIN_VALIDITY_DAYS,
  SEALING_STATES,
} from './bid';

/**
 * The bid records (issue 23): what the server checks and answers, and the client's form and screens read.
 * Multipart fields arrive as text: the financial fields accept a number or its text.
 */

const numeric = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value.trim())) : value);

/** A strict amount (`STRICT_AMOUNT`): digits, optionally a point and one or two digits; never a number's other spellings. */
export const strictAmount = z
  .string({ required_error: BID_MESSAGES.amount, invalid_type_error: BID_MESSAGES.amount })
  .refine((value) => amountToPaise(value) !== null, BID_MESSAGES.amount);

const gstRate = z.preprocess(
  numeric,
  z
    .number({ invalid_type_error: BID_MESSAGES.gstRate, required_error: BID_MESSAGES.gstRate })
    .refine((value) => (GST_RATES as readonly number[]).includes(value), BID_MESSAGES.gstRate),
);
const validityDays = z.preprocess(
  numeric,
  z
    .number({ invalid_type_error: BID_MESSAGES.validityDays, required_error: BID_MESSAGES.validityDays })
    .int(BID_MESSAGES.validityDays)
    .min(MIN_VALIDITY_DAYS, BID_MESSAGES.validityDays)
    .max(MAX_VALIDITY_DAYS, BID_MESSAGES.validityDays),
);
const declaration = z.preprocess(
  (value) => value === true || value === 'true' || value === 'on',
  z.literal(true, { errorMap: () => ({ message: BID_MESSAGES.declaration }) }),
);

/** The financial envelope's fields as the vendor types them (checked in the browser before sealing). */
export const bidFinancialSchema = z.object({
  /** Rupees without GST, as typed: `1462846.50`. */
  amount: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), strictAmount),
  gstRate,
  validityDays,
  declaration,
});

/**
 * The sealed financial envelope's header (JSON inside the container `sealed-box.ts` seals), checked again,
 * as strictly, when the envelope is opened: an envelope that does not pass is flagged, never guessed at.
 */
export const bidEnvelopeSchema = z.object({
  v: z.literal(1),
  tenderNo: text,
  sealId: text,
  /** The company the bid goes out under: the vendor profile's when the bid was sealed. */
  bidder: text,
  amount: strictAmount,
  gstRate: z.number().refine((value) => (GST_RATES as readonly number[]).includes(value), BID_MESSAGES.gstRate),
  validityDays: z.number().int().min(MIN_VALIDITY_DAYS).max(MAX_VALIDITY_DAYS),
  declaration: z.literal(true),
  /** The price schedule inside the container, right after the header; null without one. */
  priceSchedule: z.object({ name: text, size: whole, sha256: text }).nullable(),
  /** Random: the envelope's hash cannot be found by trying amounts. */
  nonce: text,
});

/** The text parts of `POST …/bids` (the files are parts of their own). */
export const bidSubmissionSchema = z.object({
  declaration,
  sealId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, BID_MESSAGES.formUnreadable),
  sealedSha256: z.string().regex(/^[0-9a-f]{64}$/, BID_MESSAGES.formUnreadable),
  plainSha256: z.string().regex(/^[0-9a-f]{64}$/, BID_MESSAGES.formUnreadable),
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
   * SHA-256 (hex) of the sealed financial envelope's bytes, computed in the vendor's browser and again by the
   * server on arrival (they must agree, or the bid is refused).
   */
  financialSha256: text,
  /**
   * SHA-256 (hex) of what was sealed: the envelope's padded plain container (amount, GST rate, validity,
   * company name, price schedule, a random nonce), computed in the browser; the opening checks it.
   */
  plainSha256: text.default(''),
  /** Bytes of the sealed financial envelope (a size class: it tells nothing of the amount). */
  financialSize: whole.default(0),
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
  /** True once the financial envelopes are opened (then `GET …/bids/summary` carries the record). */
  opened: z.boolean(),
  /** Where the evaluation stands (`SEALING_STATES`). */
  stage: z.enum(SEALING_STATES).default('none'),
  /** While bids are taken: the two openers' financial public keys the browser seals the envelope to. */
  sealTo: z.object({ financial: z.tuple([text, text]) }).nullable().default(null),
  /** The vendor profile's company name: the bid is sealed under it. */
  companyName: text.default(''),
});

/** The sealing of a tender as staff see it. */
export const sealingStateSchema = z.object({
  state: z.enum(SEALING_STATES),
  /** The members who armed it (one while pending), names and e-mails: they are the openers. */
  armedBy: z.array(z.object({ name: text, email: text, at: text })),
  /** Kept for older clients: arming no longer lapses (nothing secret waits on the server). */
  pendingUntil: text.nullable(),
  /** While a stage's opening waits for its second confirmation: who confirmed and until when it holds. */
  openingConfirmedBy: z.object({ name: text, email: text, until: text }).nullable(),
});

const flagsSchema = z.object({ late: z.boolean(), notReconfirmed: z.boolean(), hashMismatch: z.boolean(), amountInvalid: z.boolean().default(false) });
const openedFileSchema = bidFileSchema.extend({ matches: z.boolean() });

/** One bid at the technical opening, and the committee's decision on it. */
export const technicalBidderSchema = z.object({
  bidNumber: text,
  /** The company name the bid went out under (sealed with the technical envelope). */
  bidder: text,
  submittedAt: text,
  flags: flagsSchema,
  /** Staff only (empty for vendors): the technical files with the hash found at the opening. */
  files: z.array(openedFileSchema),
  decision: z.enum(['qualified', 'not-qualified']).nullable(),
  reason: text,
  decidedBy: text,
  decidedAt: text,
});

export const technicalRecordSchema = z.object({
  tenderNo: text,
  openedAt: text,
  openedBy: z.array(text),
  bidsCount: whole,
  /** When the evaluation was made final (then the bidders were told), or null while it is being made. */
  evaluatedAt: text.nullable(),
  bidders: z.array(technicalBidderSchema),
});

/** One qualified bid in the financial opening record: the comparative statement's line. */
export const openingBidderSchema = z.object({
  bidNumber: text,
  bidder: text,
  /** Integer paise, without GST. */
  amountPaise: whole,
  gstRate: z.number(),
  gstPaise: whole,
  /** Amount plus GST, paise. */
  totalPaise: whole,
  validityDays: whole,
  submittedAt: text,
  /** `L1`, `L2`, … by amount without GST, lowest first; null for a flagged bid (not ranked). */
  rank: text.nullable(),
  flags: flagsSchema,
  /** Staff only (empty for vendors): the price schedule, if any, with the hash found at the opening. */
  files: z.array(openedFileSchema),
  /** True when the financial envelope decrypted and its hash matched the receipt. */
  financialMatches: z.boolean(),
});

export const openingRecordSchema = z.object({
  tenderNo: text,
  openedAt: text,
  /** The two openers' names. */
  openedBy: z.array(text),
  /** Qualified bids whose financial envelopes were opened. */
  bidsCount: whole,
  /** Ranked bids first (L1, L2, …), then the flagged ones. */
  bidders: z.array(openingBidderSchema),
});

/** The award: to whom, for how much, why (a reason is required unless it is L1), by whom, when. */
export const awardSchema = z.object({
  bidNumber: text,
  bidder: text,
  rank: text,
  amountPaise: whole,
  gstRate: z.number(),
  gstPaise: whole,
  totalPaise: whole,
  reason: text,
  awardedAt: text,
  awardedBy: text,
});

/** `GET /api/staff/tenders/:tenderNo/bids`. Before the technical opening: the count only, never who bid. */
export const staffBidsSchema = z.object({
  tenderNo: text,
  Online_Bids: z.boolean(),
  Bid_Deadline: text,
  Bid_Opening_At: text,
  sealing: sealingStateSchema,
  bidsCount: whole,
  /** True when the signed-in member is one of the tender's two openers. */
  youAreOpener: z.boolean(),
  /** The stage whose opening is due now (its time has come and both openers may confirm), or null. */
  stageDue: z.enum(['technical', 'financial']).nullable(),
  /** Kept for older screens: a stage is due. */
  mayOpen: z.boolean(),
  technical: technicalRecordSchema.nullable(),
  record: openingRecordSchema.nullable(),
  award: awardSchema.nullable(),
});

/** `GET /api/tenders/:tenderNo/bids/summary`: what anyone sees; `record` only for a vendor who bid, after the opening. */
export const publicBidsSchema = z.object({
  tenderNo: text,
  opened: z.boolean(),
  openedAt: text.nullable(),
  /** Null before the opening: nobody learns how many bid until then. */
  bidsCount: whole.nullable(),
  /** Once the tender is awarded: to whom, their amount (paise, without GST) and GST rate. */
  award: z.object({ bidder: text, amountPaise: whole, gstRate: z.number() }).nullable(),
  record: openingRecordSchema.nullable(),
  /** For a vendor who bid, once the technical evaluation is final: their own result. */
  technicalResult: z.object({ decision: z.enum(['qualified', 'not-qualified']), reason: text }).nullable().default(null),
});

const base64url = (max: number) => z.string().max(max).regex(/^[A-Za-z0-9_-]+$/, BID_MESSAGES.shareInvalid);

/** `POST …/bids/arm`: what the opener's browser made (`makeArmingShare`); the passphrase never leaves it. */
export const sealingArmSchema = z.object({
  technicalPublicKey: base64url(100),
  financialPublicKey: base64url(100),
  wrappedShare: base64url(2000),
  salt: base64url(100),
  iterations: z.number().int().min(100_000).max(10_000_000),
  proofSha256: z.string().regex(/^[0-9a-f]{64}$/, BID_MESSAGES.shareInvalid),
});

/** `GET …/bids/share`: how the opener's browser re-derives their keys. */
export const shareParamsSchema = z.object({ slot: z.union([z.literal(1), z.literal(2)]), salt: text, iterations: whole });

const code = z.string({ required_error: BID_MESSAGES.codeWrong }).trim().regex(/^\d{6}$/, 'must be the 6 digits your authenticator shows');

/** `POST …/bids/open/:stage/begin`: the member's authenticator code and the proof of their passphrase. */
export const openingConfirmSchema = z.object({ code, proof: base64url(100) });

/** The answer to a begin: what the opener's browser needs to unwrap its share and compute its partials. */
export const openingStepSchema = z.object({
  token: text,
  slot: z.union([z.literal(1), z.literal(2)]),
  wrappedShare: text,
  bids: z.array(z.object({ bidNumber: text, sealId: text, wrappedKey: text })),
  /** The other opener's partials when they confirmed first (then this browser completes), else null. */
  partials: z.record(text).nullable(),
});

/** `POST …/open/:stage/partials` (first opener) and `…/keys` (second): one value per bid number, base64url. */
export const openingPartialsSchema = z.object({ token: text, partials: z.record(base64url(100)) });
export const openingKeysSchema = z.object({ token: text, keys: z.record(z.union([z.literal(''), base64url(100)])) });

/** `POST …/bids/evaluation`. */
export const evaluationSchema = z.object({
  bidNumber: text,
  decision: z.enum(['qualified', 'not-qualified']),
  reason: z.string().trim().min(5, BID_MESSAGES.evaluationReason).max(1000),
});

/** `POST …/bids/award`: the reason may be empty only for L1. */
export const awardRequestSchema = z.object({ bidNumber: text, reason: z.string().trim().max(1000).default('') });

/** The records as the server answers them and the payloads as the client sends them. */
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
export type BidEnvelope = z.output<typeof bidEnvelopeSchema>;
export type BidSubmission = z.output<typeof bidSubmissionSchema>;
export type TechnicalBidder = z.output<typeof technicalBidderSchema>;
export type TechnicalRecord = z.output<typeof technicalRecordSchema>;
export type Award = z.output<typeof awardSchema>;
export type OpeningStep = z.output<typeof openingStepSchema>;
export type ShareParams = z.output<typeof shareParamsSchema>;
export type EvaluationPayload = z.input<typeof evaluationSchema>;
export type AwardPayload = z.input<typeof awardRequestSchema>;
