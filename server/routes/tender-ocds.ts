import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@/shared/config/company';
import { tenderOcdsRead } from '@/entities/tender/model/tender.contract';
import { boardOcdsPackage } from '../tenders/board-service';
import { route } from '../lib/contract-route';
import { siteOrigin } from '../lib/site-origin';

/**
 * `GET /api/tenders/ocds/<TenderNo>.json`: the tender as an OCDS 1.1 release package (issue 23, item 7;
 * `server/tenders/ocds.ts`). The number keeps its slashes in the address, so the route takes the rest of
 * the path. Like the feed, a document of its own, not a read of the table: the package as built (validated
 * against the OCDS schema in the tests), sent as text.
 */
export async function tenderOcdsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  route(app, tenderOcdsRead, {
    sendsItself: true,
    handler: async ({ params }, { request, reply }) => {
      const pack = await boardOcdsPackage(db, { rest: params['*'], origin: siteOrigin(app, request), basePath: app.config.basePath, publisher: COMPANY.legalName });
      void reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=300').send(JSON.stringify(pack));
      return '';
    },
  });
}
