import { GST_RATES, type GstRate } from '@/entities/bid/model/bid';
import { wallClockOf } from '@/shared/lib/company-day';

/**
 * What the documents of a tender's evaluation (issue 38, item 4) are made from. A tender is evaluated in
 * two stages: technical (each bidder Qualified or Not qualified, with a reason), then financial for the
 * qualified, ranked L1, L2, … by the amount without GST. Every amount is integer paise (STYLE rule 14);
 * every instant an ISO text. These are the documents' own input types: whoever reads the bids shapes them,
 * and `checkStatement` / `checkAward` refuse figures a frozen document must never print.
 */

/** `L1`, `L2`, …; null for a bid that is not ranked (a flagged one). */
export type Rank = `L${number}` | null;

/** The figures of one financial bid. */
export interface BidFigures {
  /** Without GST. */
  amountPaise: number;
  gstRate: GstRate;
  gstPaise: number;
  /** Amount plus GST. */
  totalPaise: number;
}

export interface StatementRow extends BidFigures {
  rank: Rank;
  bidNumber: string;
  /** The company name the vendor registered with. */
  bidder: string;
  validityDays: number;
  /** ISO instant. */
  submittedAt: string;
  /** What the opening found wrong, in words: 'late', 'not re-confirmed', 'envelope does not match its receipt'. */
  flags: string[];
}

export interface NotQualified {
  bidNumber: string;
  bidder: string;
  reason: string;
}

/** The comparative statement of a tender's financial bids, with the bidders not qualified at the technical stage. */
export interface ComparativeStatement {
  tenderNo: string;
  /** The tender's title (`Reference`). */
  reference: string;
  /** The party the work is for (`Bill_To`); '' when the tender names none. */
  billTo: string;
  /** ISO instant of the opening; also the PDF's creation date. */
  openedAt: string;
  /** The openers' names. */
  openedBy: string[];
  /** Ranked bids first (L1, L2, …), then the unranked ones, as the opening record lists them. */
  rows: StatementRow[];
  notQualified: NotQualified[];
}

export interface Company {
  name: string;
  addressLines: string[];
  email: string;
  phone: string;
}

/** The award of a tender to one bid: what its letter says. */
export interface Award extends BidFigures {
  tenderNo: string;
  reference: string;
  bidNumber: string;
  bidder: string;
  rank: Exclude<Rank, null>;
  /** Why this bid and not L1; '' when it is L1. */
  reason: string;
  /** ISO instant; the letter's date and the PDF's creation date. */
  awardedAt: string;
  /** The signatory's name. */
  awardedBy: string;
  /** Days the bidder has to accept in writing; 7 when not given. */
  acceptanceDays?: number;
  company: Company;
}

/** The figures or dates of a document's input do not add up. */
export class EvaluationDocumentError extends Error {
  override name = 'EvaluationDocumentError';
}

const isPaise = (value: number) => Number.isSafeInteger(value) && value >= 0;
const isInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(Date.parse(value));

function checkFigures(what: string, figures: BidFigures): void {
  for (const key of ['amountPaise', 'gstPaise', 'totalPaise'] as const) {
    if (!isPaise(figures[key])) throw new EvaluationDocumentError(`${what}: ${key} must be whole paise, not ${figures[key]}.`);
  }
  if (!(GST_RATES as readonly number[]).includes(figures.gstRate)) throw new EvaluationDocumentError(`${what}: GST rate ${figures.gstRate}% is not one of ${GST_RATES.join(', ')}.`);
  if (figures.amountPaise + figures.gstPaise !== figures.totalPaise) throw new EvaluationDocumentError(`${what}: amount plus GST is not the total.`);
}

export function checkStatement(statement: ComparativeStatement): void {
  if (!isInstant(statement.openedAt)) throw new EvaluationDocumentError(`The opening time "${statement.openedAt}" is not an ISO instant.`);
  for (const row of statement.rows) {
    checkFigures(`Bid ${row.bidNumber}`, row);
    if (row.rank !== null && !/^L[1-9]\d*$/.test(row.rank)) throw new EvaluationDocumentError(`Bid ${row.bidNumber}: rank "${row.rank}" is not L1, L2, ….`);
    if (!isInstant(row.submittedAt)) throw new EvaluationDocumentError(`Bid ${row.bidNumber}: "${row.submittedAt}" is not an ISO instant.`);
    if (!Number.isSafeInteger(row.validityDays) || row.validityDays < 0) throw new EvaluationDocumentError(`Bid ${row.bidNumber}: validity must be whole days.`);
  }
}

export function checkAward(award: Award): void {
  checkFigures(`Bid ${award.bidNumber}`, award);
  if (!/^L[1-9]\d*$/.test(award.rank)) throw new EvaluationDocumentError(`Rank "${award.rank}" is not L1, L2, ….`);
  if (award.rank !== 'L1' && !award.reason.trim()) throw new EvaluationDocumentError(`An award to the ${award.rank} bid must say why it is not made to L1.`);
  if (!isInstant(award.awardedAt)) throw new EvaluationDocumentError(`The award time "${award.awardedAt}" is not an ISO instant.`);
  const days = award.acceptanceDays ?? DEFAULT_ACCEPTANCE_DAYS;
  if (!Number.isSafeInteger(days) || days < 1) throw new EvaluationDocumentError('The days to accept must be a whole number above zero.');
}

export const DEFAULT_ACCEPTANCE_DAYS = 7;

/** `2026-11-25T10:15:42Z` → `25/11/2026 15:45:42 IST` (the receipts' form). */
export function indiaStamp(iso: string): string {
  const clock = wallClockOf(new Date(iso));
  return `${clock.slice(8, 10)}/${clock.slice(5, 7)}/${clock.slice(0, 4)} ${clock.slice(11)} IST`;
}

/** `2026-11-25T20:00:00Z` → `26/11/2026`: the day in India. */
export const indiaDate = (iso: string): string => indiaStamp(iso).slice(0, 10);
