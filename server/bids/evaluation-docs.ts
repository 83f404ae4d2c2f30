import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { BID_MESSAGES, OPENING_FLAG_LABELS, OPENING_FLAGS, type GstRate } from '@/entities/bid/model/bid';
import { COMPANY } from '@/shared/config/company';
import { DomainError } from '../lib/domain-error';
import { comparativeStatementCsv, comparativeStatementPdf, letterOfAwardPdf, type ComparativeStatement, type Rank } from '../tenders/evaluation-documents';
import { awardOf, recordOf, sealingOf, technicalOf } from './opening-service';

/**
 * The evaluation's documents from what the opening wrote (issue 38, item 4): the comparative statement of the
 * financial opening (with the bidders not qualified at the technical stage and why), and the letter of award.
 */

async function tenderOf(db: Kysely<DB>, tenderNo: string) {
  const tender = await db.selectFrom('tenders').select(['TenderNo', 'Reference', 'Bill_To']).where('TenderNo', '=', tenderNo).executeTakeFirst();
  if (!tender) throw new DomainError('not-found', BID_MESSAGES.noSuchTender);
  return tender;
}

export async function comparativeStatement(db: Kysely<DB>, tenderNo: string): Promise<ComparativeStatement> {
  const tender = await tenderOf(db, tenderNo);
  const sealing = await sealingOf(db, tenderNo);
  const record = sealing?.state === 'opened' ? recordOf(sealing) : null;
  if (!record) throw new DomainError('conflict', BID_MESSAGES.notOpenedYet);
  const technical = technicalOf(sealing);
  return {
    tenderNo,
    reference: tender.Reference,
    billTo: tender.Bill_To,
    openedAt: record.openedAt,
    openedBy: record.openedBy,
    rows: record.bidders.map((bidder) => ({
      rank: bidder.rank as Rank,
      bidNumber: bidder.bidNumber,
      bidder: bidder.bidder,
      validityDays: bidder.validityDays,
      submittedAt: bidder.submittedAt,
      amountPaise: bidder.amountPaise,
      gstRate: bidder.gstRate as GstRate,
      gstPaise: bidder.gstPaise,
      totalPaise: bidder.totalPaise,
      flags: OPENING_FLAGS.filter((flag) => bidder.flags[flag]).map((flag) => OPENING_FLAG_LABELS[flag]),
    })),
    notQualified: (technical?.bidders ?? []).filter((bidder) => bidder.decision === 'not-qualified').map((bidder) => ({ bidNumber: bidder.bidNumber, bidder: bidder.bidder, reason: bidder.reason })),
  };
}

export const statementCsv = async (db: Kysely<DB>, tenderNo: string) => comparativeStatementCsv(await comparativeStatement(db, tenderNo));
export const statementPdf = async (db: Kysely<DB>, tenderNo: string) => comparativeStatementPdf(await comparativeStatement(db, tenderNo));

/** The letter of award for the vendor it was awarded to (their account owns the awarded bid); 404 for anyone else. */
export async function vendorsLetterOfAward(db: Kysely<DB>, tenderNo: string, accountId: number): Promise<Buffer> {
  const award = awardOf(await sealingOf(db, tenderNo));
  const theirs = award && (await db.selectFrom('bids').select('id').where('tender_no', '=', tenderNo).where('bid_number', '=', award.bidNumber).where('account_id', '=', accountId).executeTakeFirst());
  if (!theirs) throw new DomainError('not-found', BID_MESSAGES.notAwardedYet);
  return letterOfAward(db, tenderNo);
}

export async function letterOfAward(db: Kysely<DB>, tenderNo: string): Promise<Buffer> {
  const tender = await tenderOf(db, tenderNo);
  const award = awardOf(await sealingOf(db, tenderNo));
  if (!award) throw new DomainError('conflict', BID_MESSAGES.notAwardedYet);
  return letterOfAwardPdf({
    ...award,
    rank: award.rank as Exclude<Rank, null>,
    gstRate: award.gstRate as GstRate,
    tenderNo,
    reference: tender.Reference,
    company: { name: COMPANY.legalName, addressLines: COMPANY.address.split(', '), email: COMPANY.email, phone: COMPANY.phoneDisplay },
  });
}
