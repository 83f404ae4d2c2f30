import type { Kysely } from 'kysely';
import { deadlineAt, isIsoDay } from '@/entities/tender/model/tender-rules';
import { isTradeCode, TRADE_CODES, tradeLabel, type TradeCode } from '@/entities/tender/model/trades';
import { listOfStored } from '@/shared/lib/record-schema';
import type { DB } from '../db/schema';
import { awardOf, publicBids, recordOf, sealingOf, technicalOf } from '../bids/opening-service';
import { DomainError } from '../lib/domain-error';
import { deadlineCalendar } from './calendar';
import { tenderFeed } from './feed';
import { ocdsAward } from './ocds-award';
import { ocdsReleasePackage } from './ocds';
import { publishedAnswers } from './questions';
import { publishedDocument, tenderAttachments } from './store';

/**
 * The public tender board's own files (`server/routes/tenders.ts`, `tender-ocds.ts`): a document, the Atom
 * feed, a deadline's calendar file, the OCDS release package. Published tenders only; each refusal is a
 * `DomainError` with the visitor's sentence. The route adds only what the request knows (the origin).
 */

type Db = Kysely<DB>;

/** Longest tender number accepted; anything longer cannot be one. */
const MAX_TENDER_NO = 50;

/** One published tender's document with its bytes. */
export async function boardDocument(db: Db, idText: string) {
  const id = Number(idText);
  const document = Number.isSafeInteger(id) && id > 0 ? await publishedDocument(db, id) : undefined;
  if (!document) throw new DomainError('not-found', 'No such tender document.');
  return document;
}

/** `?trade=`: one known code, or none (every tender); anything else is the visitor's mistake, said plainly. */
export function tradeOf(value: unknown): TradeCode | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string') throw new DomainError('invalid', `Give one trade, as ?trade=…; the trades are ${TRADE_CODES.join(', ')}.`);
  const code = value.trim().toLowerCase();
  if (!isTradeCode(code)) throw new DomainError('invalid', `Unknown trade ${JSON.stringify(value.slice(0, 40))}; the trades are ${TRADE_CODES.join(', ')}.`);
  return code;
}

/** The Atom feed of the published tenders (one trade's, when named), their corrigenda and published answers. */
export async function boardFeed(db: Db, input: { trade: TradeCode | null; origin: string; selfUrl: string; company: string }): Promise<string> {
  const { trade } = input;
  const published = await db
    .selectFrom('tenders')
    .select(['TenderNo', 'TenderDate', 'Expiry_Date', 'Bid_Deadline', 'Bid_Opening_At', 'Online_Bids', 'Outcome', 'Reference', 'Ship_To', 'Changed_At', 'Trades'])
    .where('Published', '=', 1)
    .orderBy('sort_order')
    .execute();
  // A trade's feed: its tenders, and the corrigenda and answers of those (the feed drops any other tender's).
  const tenders = trade ? published.filter((tender) => listOfStored(tender.Trades).includes(trade)) : published;
  let corrigendaQuery = db
    .selectFrom('tender_corrigenda')
    .select(['id', 'tender_no', 'published_on', 'text', 'new_deadline', 'created_at'])
    .orderBy('published_on', 'desc')
    .limit(100);
  if (trade) corrigendaQuery = corrigendaQuery.where('tender_no', 'in', ['', ...tenders.map((tender) => tender.TenderNo)]);
  const corrigenda = await corrigendaQuery.execute();
  return tenderFeed({
    origin: input.origin,
    selfUrl: input.selfUrl,
    company: input.company,
    tenders,
    corrigenda,
    answers: await publishedAnswers(db),
    ...(trade ? { trade: { code: trade, label: tradeLabel(trade) } } : {}),
  });
}

/** A published tender's bid deadline as a calendar file, and the file's tender number. */
export async function boardCalendar(db: Db, input: { tenderNo: unknown; origin: string; company: string }): Promise<{ tenderNo: string; calendar: string }> {
  const tenderNo = typeof input.tenderNo === 'string' ? input.tenderNo.trim() : '';
  const tender = tenderNo
    ? await db
        .selectFrom('tenders')
        .select(['TenderNo', 'Reference', 'Expiry_Date', 'Bid_Deadline'])
        .where('TenderNo', '=', tenderNo)
        .where('Published', '=', 1)
        .executeTakeFirst()
    : undefined;
  if (!tender) throw new DomainError('not-found', 'Tender not found.');
  if (!isIsoDay(tender.Expiry_Date)) throw new DomainError('not-found', 'This tender has no bid deadline.');
  const calendar = deadlineCalendar({
    tenderNo: tender.TenderNo,
    reference: tender.Reference,
    deadline: tender.Expiry_Date,
    deadlineAt: tender.Bid_Deadline ? deadlineAt(tender) : null,
    detailUrl: `${input.origin}/tender/detailsoftender?tenderNo=${encodeURIComponent(tender.TenderNo)}`,
    host: new URL(input.origin).hostname,
    company: input.company,
  });
  return { tenderNo: tender.TenderNo, calendar };
}

/** A published tender as an OCDS 1.1 release package; `rest` is the address after `…/ocds/` (`VI/TN/2026/015.json`). */
export async function boardOcdsPackage(db: Db, input: { rest: string; origin: string; basePath: string; publisher: string }) {
  const tenderNo = input.rest.endsWith('.json') ? input.rest.slice(0, -'.json'.length) : '';
  const row =
    tenderNo && tenderNo.length <= MAX_TENDER_NO
      ? await db
          .selectFrom('tenders')
          .select(['TenderNo', 'TenderDate', 'Expiry_Date', 'PreBid_Date', 'Bid_Opening_Date', 'Reference', 'Ship_To', 'Currency', 'TenderTotalAmont', 'Outcome', 'Changed_At'])
          .where('TenderNo', '=', tenderNo)
          .where('Published', '=', 1)
          .executeTakeFirst()
      : undefined;
  if (!row) throw new DomainError('not-found', 'Tender not found.');
  const { Changed_At, ...tender } = row;
  const { Documents, Corrigenda } = await tenderAttachments(db, tender.TenderNo);
  const bids = await publicBids(db, tender.TenderNo, null);
  // After the two-stage evaluation: the award with its bid statistics (ocds-award.ts).
  const sealing = await sealingOf(db, tender.TenderNo);
  const award = awardOf(sealing);
  const record = recordOf(sealing);
  const technical = technicalOf(sealing);
  const evaluated =
    award && record && technical
      ? ocdsAward({
          tenderNo: tender.TenderNo,
          currency: tender.Currency,
          openedAt: record.openedAt,
          award,
          biddersCount: technical.bidsCount,
          qualifiedCount: technical.bidders.filter((bidder) => bidder.decision === 'qualified').length,
          bids: record.bidders.map((bidder) => ({ bidNumber: bidder.bidNumber, amountPaise: bidder.amountPaise, totalPaise: bidder.totalPaise, valid: bidder.rank !== null })),
        })
      : undefined;
  return ocdsReleasePackage({
    tender,
    changedAt: Changed_At,
    documents: Documents,
    corrigenda: Corrigenda,
    origin: input.origin,
    basePath: input.basePath,
    publisher: input.publisher,
    // After the opening: the count, and the L1 once awarded (what the public sees on the tender page).
    ...(bids.opened && bids.bidsCount !== null ? { bidStatistics: { count: bids.bidsCount } } : {}),
    ...(bids.award ? { winner: { name: bids.award.bidder, amount: bids.award.amountPaise / 100 } } : {}),
    ...(evaluated ? { evaluated } : {}),
  });
}
