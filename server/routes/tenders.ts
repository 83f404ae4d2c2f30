import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@/shared/config/company';
import { deadlineAt, DOCUMENT_TYPES, isIsoDay } from '@/entities/tender/model/tender-rules';
import { isTradeCode, TRADE_CODES, tradeLabel, type TradeCode } from '@/entities/tender/model/trades';
import { listOfStored } from '@/shared/lib/record-schema';
import { addRevalidation } from './reads/etag';
import { readRefusal } from './reads/read-table';
import { publishedDocument } from '../tenders/store';
import { tenderFeed } from '../tenders/feed';
import { publishedAnswers } from '../tenders/questions';
import { deadlineCalendar } from '../tenders/calendar';
import { siteOrigin } from '../lib/site-origin';
import { attachment } from '../lib/attachment';

/**
 * The tender board beyond docs/spec-fields.md §7: document downloads, the Atom feed, the deadline's calendar
 * file and a vendor's own applications. Mounted under the base path.
 */
/** A file, a feed or a calendar: bytes or text, never serialized as JSON. */
const file = { type: 'string' } as const;
/** The answers of each route below, per status (the route table test checks every route declares them). */
const DOCUMENT = { response: { 200: file, 404: readRefusal } };
const FEED = { response: { 200: file, 400: readRefusal } };

/** `?trade=`: one known code, or none (every tender); anything else is the visitor's mistake, said plainly. */
function tradeOf(value: unknown): { trade: TradeCode | null } | { problem: string } {
  if (value === undefined || value === '') return { trade: null };
  if (typeof value !== 'string') return { problem: `Give one trade, as ?trade=…; the trades are ${TRADE_CODES.join(', ')}.` };
  const code = value.trim().toLowerCase();
  return isTradeCode(code) ? { trade: code } : { problem: `Unknown trade ${JSON.stringify(value.slice(0, 40))}; the trades are ${TRADE_CODES.join(', ')}.` };
}
const CALENDAR = { response: { 200: file, 404: readRefusal } };

export async function tenderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  addRevalidation(app);

  app.get<{ Params: { id: string; name: string } }>('/api/tender-documents/:id/:name', { schema: DOCUMENT }, async (request, reply) => {
    const id = Number(request.params.id);
    const document = Number.isSafeInteger(id) && id > 0 ? await publishedDocument(db, id) : undefined;
    if (!document) return reply.status(404).send({ success: false, message: 'No such tender document.' });
    const type = DOCUMENT_TYPES[document.type];
    return reply
      .header('content-type', type?.mime ?? 'application/octet-stream')
      .header('content-disposition', attachment(document.file_name))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=3600')
      .header('etag', `"${document.sha256.slice(0, 32)}"`)
      .send(Buffer.from(document.data));
  });

  app.get<{ Querystring: { trade?: unknown } }>('/api/tenders/feed.atom', { schema: FEED }, async (request, reply) => {
    const chosen = tradeOf(request.query.trade);
    if ('problem' in chosen) return reply.status(400).send({ success: false, message: chosen.problem });
    const { trade } = chosen;
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
    const origin = siteOrigin(app, request);
    const feed = tenderFeed({
      origin,
      selfUrl: `${origin}${app.config.basePath}/api/tenders/feed.atom${trade ? `?trade=${trade}` : ''}`,
      company: COMPANY.name,
      tenders,
      corrigenda,
      answers: await publishedAnswers(db),
      ...(trade ? { trade: { code: trade, label: tradeLabel(trade) } } : {}),
    });
    return reply.type('application/atom+xml; charset=utf-8').send(feed);
  });

  app.get<{ Querystring: { tenderNo?: unknown } }>('/api/tenders/calendar.ics', { schema: CALENDAR }, async (request, reply) => {
    const tenderNo = typeof request.query.tenderNo === 'string' ? request.query.tenderNo.trim() : '';
    const tender = tenderNo
      ? await db
          .selectFrom('tenders')
          .select(['TenderNo', 'Reference', 'Expiry_Date', 'Bid_Deadline'])
          .where('TenderNo', '=', tenderNo)
          .where('Published', '=', 1)
          .executeTakeFirst()
      : undefined;
    if (!tender) return reply.status(404).send({ success: false, message: 'Tender not found.' });
    if (!isIsoDay(tender.Expiry_Date)) return reply.status(404).send({ success: false, message: 'This tender has no bid deadline.' });
    const origin = siteOrigin(app, request);
    const detailUrl = `${origin}/tender/detailsoftender?tenderNo=${encodeURIComponent(tender.TenderNo)}`;
    const calendar = deadlineCalendar({
      tenderNo: tender.TenderNo,
      reference: tender.Reference,
      deadline: tender.Expiry_Date,
      deadlineAt: tender.Bid_Deadline ? deadlineAt(tender) : null,
      detailUrl,
      host: new URL(origin).hostname,
      company: COMPANY.name,
    });
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', attachment(`tender-${tender.TenderNo.replace(/[^\w.-]+/g, '-')}-deadline.ics`))
      .send(calendar);
  });
}
