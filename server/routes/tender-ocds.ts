import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@/shared/config/company';
import { readRefusal } from './reads/read-table';
import { tenderAttachments } from '../tenders/store';
import { ocdsReleasePackage } from '../tenders/ocds';
import { awardOf, publicBids, recordOf, sealingOf, technicalOf } from '../bids/opening-service';
import { ocdsAward } from '../tenders/ocds-award';
import { siteOrigin } from '../lib/site-origin';

/**
 * `GET /api/tenders/ocds/<TenderNo>.json`: the tender as an OCDS 1.1 release package (issue 23, item 7;
 * `server/tenders/ocds.ts`). The number keeps its slashes in the address (`…/ocds/VI/TN/2026/015.json`),
 * so the route takes the rest of the path. Like the feed, a document of its own, not a read of the table.
 * The 200 answer is the package as built (validated against the OCDS schema in the tests), sent as text.
 */
const OCDS = { response: { 200: { type: 'string' }, 404: readRefusal } };

export async function tenderOcdsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.get<{ Params: { '*': string } }>('/api/tenders/ocds/*', { schema: OCDS }, async (request, reply) => {
    const rest = request.params['*'] ?? '';
    const tenderNo = rest.endsWith('.json') ? rest.slice(0, -'.json'.length) : '';
    const row =
      tenderNo && tenderNo.length <= 50
        ? await db
            .selectFrom('tenders')
            .select(['TenderNo', 'TenderDate', 'Expiry_Date', 'PreBid_Date', 'Bid_Opening_Date', 'Reference', 'Ship_To', 'Currency', 'TenderTotalAmont', 'Outcome', 'Changed_At'])
            .where('TenderNo', '=', tenderNo)
            .where('Published', '=', 1)
            .executeTakeFirst()
        : undefined;
    if (!row) return reply.status(404).send({ success: false, message: 'Tender not found.' });
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
    const pack = ocdsReleasePackage({
      tender,
      changedAt: Changed_At,
      documents: Documents,
      corrigenda: Corrigenda,
      origin: siteOrigin(app, request),
      basePath: app.config.basePath,
      publisher: COMPANY.legalName,
      // After the opening: the count, and the L1 once awarded (what the public sees on the tender page).
      ...(bids.opened && bids.bidsCount !== null ? { bidStatistics: { count: bids.bidsCount } } : {}),
      ...(bids.award ? { winner: { name: bids.award.bidder, amount: bids.award.amountPaise / 100 } } : {}),
      ...(evaluated ? { evaluated } : {}),
    });
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(JSON.stringify(pack));
  });
}
