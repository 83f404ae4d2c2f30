import { OCID_PREFIX } from './ocds-ids';

/**
 * The award and the bid statistics of an opened and awarded tender as OCDS 1.1 data (issue 38, item 4), in
 * the shapes `ocdsReleasePackage` (`./ocds.ts`) already emits: the award's id, title and supplier party id
 * are the same, so the release gains the figures the evaluation knows (the value, why a bid other than L1
 * was chosen, how many bids were valid, the lowest and highest) without a second naming scheme.
 *
 * The statistics follow the Bid statistics and details extension v1.1.5, the first with
 * `lowestValidBidValue` / `highestValidBidValue` and a statistic's `currency`; a release carrying them names
 * `BIDS_EXTENSION_V115` in its package's `extensions`. Its codelist is open: `disqualifiedBids` (defined
 * by the extension's later versions) is used for the bids set aside at the opening or the evaluation.
 * Amounts are the amount without GST (what ranks the bids, and what `ocds.ts` gives as the award's value);
 * OCDS 1.1's `Value` has no place for tax, so each statistic's notes say so.
 */

export const BIDS_EXTENSION_V115 = 'https://raw.githubusercontent.com/open-contracting-extensions/ocds_bid_extension/v1.1.5/extension.json';

export interface OcdsAwardInput {
  tenderNo: string;
  /** ISO 4217; INR when the tender names none. */
  currency?: string;
  /** ISO instant of the opening: the date of the statistics. */
  openedAt: string;
  award: {
    bidNumber: string;
    bidder: string;
    /** Without GST. */
    amountPaise: number;
    gstRate: number;
    totalPaise: number;
    rank: string;
    /** Why this bid and not L1; '' when L1. */
    reason: string;
    /** ISO instant. */
    awardedAt: string;
  };
  /** Bids counted at the opening: the latest bid of each vendor, withdrawn ones not counted (one bid per bidder). */
  biddersCount: number;
  /** Bidders qualified at the technical evaluation. */
  qualifiedCount: number;
  /** The financial bids of the qualified bidders; `valid` is false for a flagged one (late, not re-confirmed, envelope not matching its receipt). */
  bids: Array<{ bidNumber: string; amountPaise: number; totalPaise: number; valid: boolean }>;
}

export interface OcdsStatistic {
  id: string;
  measure: 'bids' | 'bidders' | 'electronicBids' | 'qualifiedBidders' | 'disqualifiedBidders' | 'validBids' | 'disqualifiedBids' | 'lowestValidBidValue' | 'highestValidBidValue';
  value: number;
  date: string;
  currency?: string;
  notes?: string;
}

/** The OCDS identifier of a tender, as `ocdsReleasePackage` makes it. */
export const tenderOcid = (tenderNo: string) => `${OCID_PREFIX}-${tenderNo.replace(/[^A-Za-z0-9-]+/g, '-')}`;

const rupees = (paise: number) => paise / 100;
const instant = (iso: string) => new Date(iso).toISOString();
const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;

/**
 * The release's `awards` entry, the supplier's `parties` entry it refers to, and the `bids` object with its
 * statistics. Throws a RangeError when the counts cannot be true (more qualified than bidders, more
 * financial bids than qualified bidders, an awarded bid that is not among them, one other than L1 without a reason) or an amount is not whole paise.
 */
export function ocdsAward(input: OcdsAwardInput) {
  const { award, bids } = input;
  const currency = (input.currency || 'INR').toUpperCase();
  if (!isCount(input.biddersCount) || !isCount(input.qualifiedCount) || input.qualifiedCount > input.biddersCount) {
    throw new RangeError(`${input.qualifiedCount} qualified of ${input.biddersCount} bidders cannot be.`);
  }
  if (bids.length > input.qualifiedCount) throw new RangeError(`${bids.length} financial bids for ${input.qualifiedCount} qualified bidders cannot be.`);
  for (const paise of [award.amountPaise, award.totalPaise, ...bids.flatMap((bid) => [bid.amountPaise, bid.totalPaise])]) {
    if (!isCount(paise)) throw new RangeError(`An amount must be whole paise, not ${paise}.`);
  }
  if (award.rank !== 'L1' && !award.reason.trim()) throw new RangeError(`An award to the ${award.rank} bid must say why it is not made to L1.`);
  if (!bids.some((bid) => bid.bidNumber === award.bidNumber)) throw new RangeError(`The awarded bid ${award.bidNumber} is not among the financial bids.`);

  const ocid = tenderOcid(input.tenderNo);
  const supplier = { id: `${ocid}-supplier-1`, name: award.bidder };
  const date = instant(input.openedAt);
  const valid = bids.filter((bid) => bid.valid);
  const count = (measure: OcdsStatistic['measure'], value: number, notes: string): OcdsStatistic => ({ id: measure, measure, value, date, notes });
  const money = (measure: OcdsStatistic['measure'], paise: number, notes: string): OcdsStatistic => ({ ...count(measure, rupees(paise), notes), currency });
  const amounts = valid.map((bid) => bid.amountPaise);

  const statistics: OcdsStatistic[] = [
    count('bids', input.biddersCount, 'Bids counted at the opening: the latest bid of each vendor, withdrawn bids not counted.'),
    count('bidders', input.biddersCount, 'One bid per bidder.'),
    count('electronicBids', input.biddersCount, 'Every bid was sealed and sent online.'),
    count('qualifiedBidders', input.qualifiedCount, 'Qualified at the technical evaluation.'),
    count('disqualifiedBidders', input.biddersCount - input.qualifiedCount, 'Not qualified at the technical evaluation.'),
    count('validBids', valid.length, 'Financial bids of qualified bidders without a flag (late, not re-confirmed, envelope not matching its receipt): the ranked bids.'),
    count('disqualifiedBids', input.biddersCount - valid.length, 'Bids not ranked: not qualified at the technical evaluation, or flagged at the opening.'),
    ...(amounts.length > 0
      ? [
          money('lowestValidBidValue', Math.min(...amounts), 'Amount without GST of the lowest valid bid (L1).'),
          money('highestValidBidValue', Math.max(...amounts), 'Amount without GST of the highest valid bid.'),
        ]
      : []),
  ];

  return {
    award: {
      id: `${input.tenderNo}-award`,
      title: `Award of tender ${input.tenderNo}`,
      description:
        award.rank === 'L1'
          ? `Awarded to the lowest valid bid (L1), ${award.bidNumber}. Amount without GST; with GST at ${award.gstRate}%: ${rupees(award.totalPaise).toFixed(2)} ${currency}.`
          : `Awarded to the ${award.rank} bid, ${award.bidNumber}, not the lowest: ${award.reason.trim()} Amount without GST; with GST at ${award.gstRate}%: ${rupees(award.totalPaise).toFixed(2)} ${currency}.`,
      status: 'active' as const,
      date: instant(award.awardedAt),
      value: { amount: rupees(award.amountPaise), currency },
      suppliers: [supplier],
    },
    party: { ...supplier, roles: ['supplier', 'tenderer'] },
    bids: { statistics },
    extension: BIDS_EXTENSION_V115,
  };
}

export type OcdsAward = ReturnType<typeof ocdsAward>;
