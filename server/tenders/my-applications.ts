import type { Kysely } from 'kysely';
import type { MyApplication, MyApplicationBid } from '@/entities/tender/model/tender-rules';
import type { DB } from '../db/schema';

/**
 * A vendor's registrations and the tenders they bid on without one, newest first, with what the client
 * needs to show each tender's status now.
 * Answered by `GET /api/vendors/mine` and, for a page rendered on the server, in-process.
 */
export async function myApplications(db: Kysely<DB>, accountId: number): Promise<MyApplication[]> {
  const rows = await db
    .selectFrom('vendor_registrations as r')
    .leftJoin('tenders as t', (join) => join.onRef('t.TenderNo', '=', 'r.tender_no').on('t.Published', '=', 1))
    .select(['r.tender_no', 'r.created_at', 'r.company_name', 't.TenderNo', 't.Reference', 't.Expiry_Date', 't.Bid_Deadline', 't.Outcome', 't.Corrigendum_Date', 't.Changed_At'])
    .where('r.account_id', '=', accountId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  // The latest counting (or withdrawn) bid per tender: superseded ones are history, not the vendor's bid.
  const bids = await db
    .selectFrom('bids')
    .select(['tender_no', 'bid_number', 'state', 'submitted_at', 'needs_reconfirmation', 'receipt', 'decision', 'decision_reason'])
    .where('account_id', '=', accountId)
    .where('state', '!=', 'superseded')
    .orderBy('id', 'asc')
    .execute();
  const latest = new Map(bids.map((bid) => [bid.tender_no, bid]));
  // The committee's decisions are the vendor's to read once the evaluation is final.
  const sealings = bids.length === 0 ? [] : await db.selectFrom('tender_sealing').select(['tender_no', 'evaluated_at', 'award']).where('tender_no', 'in', [...latest.keys()]).execute();
  const evaluated = new Set(sealings.filter((row) => row.evaluated_at !== null).map((row) => row.tender_no));
  const awardedBids = new Set(sealings.flatMap((row) => (row.award ? [(JSON.parse(row.award) as { bidNumber: string }).bidNumber] : [])));
  const bidOf = (tenderNo: string): MyApplicationBid | null => {
    const bid = latest.get(tenderNo);
    if (!bid) return null;
    const receipt = JSON.parse(bid.receipt) as MyApplicationBid['receipt'];
    return {
      bidNumber: bid.bid_number,
      state: bid.state as MyApplicationBid['state'],
      submittedAt: receipt.submittedAt,
      needsReconfirmation: bid.state === 'submitted' && Number(bid.needs_reconfirmation) === 1,
      evaluation: bid.state === 'submitted' && bid.decision && evaluated.has(tenderNo) ? { decision: bid.decision as 'qualified' | 'not-qualified', reason: bid.decision_reason } : null,
      awarded: bid.state === 'submitted' && awardedBids.has(bid.bid_number),
      receipt,
    };
  };
  const registrations = rows.map((row) => ({
    tenderNo: row.tender_no,
    title: row.Reference ?? '',
    appliedAt: row.created_at,
    companyName: row.company_name,
    tender: row.TenderNo
      ? { TenderNo: row.TenderNo, Expiry_Date: row.Expiry_Date ?? '', Bid_Deadline: row.Bid_Deadline ?? '', Outcome: row.Outcome ?? '', Corrigendum_Date: row.Corrigendum_Date ?? '' }
      : null,
    changedSinceApplied: Boolean(row.Changed_At && row.Changed_At > row.created_at),
    bid: bidOf(row.tender_no),
  }));
  return [...registrations, ...(await bidsWithoutRegistration(db, accountId, new Set(rows.map((row) => row.tender_no)), bidOf))].sort((a, b) =>
    b.appliedAt.localeCompare(a.appliedAt),
  );
}

/**
 * A bid needs a completed vendor profile, not a registration for its tender (`docs/bids.md`): such a bid is
 * listed too, from its first bid on the tender, under the profile's company name, so its receipt is kept here.
 */
async function bidsWithoutRegistration(db: Kysely<DB>, accountId: number, registered: Set<string>, bidOf: (tenderNo: string) => MyApplicationBid | null): Promise<MyApplication[]> {
  const firsts = await db
    .selectFrom('bids as b')
    .leftJoin('tenders as t', (join) => join.onRef('t.TenderNo', '=', 'b.tender_no').on('t.Published', '=', 1))
    .select((eb) => ['b.tender_no', eb.fn.min('b.submitted_at').as('first_bid_at'), 't.TenderNo', 't.Reference', 't.Expiry_Date', 't.Bid_Deadline', 't.Outcome', 't.Corrigendum_Date', 't.Changed_At'])
    .where('b.account_id', '=', accountId)
    .groupBy(['b.tender_no', 't.TenderNo', 't.Reference', 't.Expiry_Date', 't.Bid_Deadline', 't.Outcome', 't.Corrigendum_Date', 't.Changed_At'])
    .execute();
  const unregistered = firsts.filter((row) => !registered.has(row.tender_no));
  if (unregistered.length === 0) return [];
  const profile = await db.selectFrom('vendor_profiles').select('company_name').where('account_id', '=', accountId).executeTakeFirst();
  return unregistered.map((row) => {
    const appliedAt = String(row.first_bid_at);
    return {
      tenderNo: row.tender_no,
      title: row.Reference ?? '',
      appliedAt,
      companyName: profile?.company_name ?? '',
      tender: row.TenderNo
        ? { TenderNo: row.TenderNo, Expiry_Date: row.Expiry_Date ?? '', Bid_Deadline: row.Bid_Deadline ?? '', Outcome: row.Outcome ?? '', Corrigendum_Date: row.Corrigendum_Date ?? '' }
        : null,
      changedSinceApplied: Boolean(row.Changed_At && row.Changed_At > appliedAt),
      bid: bidOf(row.tender_no),
    };
  });
}
