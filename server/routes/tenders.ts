import type { FastifyInstance } from 'fastify';
import { COMPANY } from '@/shared/config/company';
import { DOCUMENT_TYPES } from '@/entities/tender/model/tender-rules';
import { tenderCalendarRead, tenderDocumentRead, tenderFeedRead } from '@/entities/tender/model/tender.contract';
import { addRevalidation } from './reads/etag';
import { boardCalendar, boardDocument, boardFeed, tradeOf } from '../tenders/board-service';
import { route } from '../lib/contract-route';
import { siteOrigin } from '../lib/site-origin';
import { attachment, downloadOnly } from '../lib/attachment';

/**
 * The tender board beyond docs/spec-fields.md §7: document downloads, the Atom feed and the deadline's calendar
 * file, each a file of its own (`tenders/board-service.ts` reads them). Mounted under the base path.
 */
export async function tenderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  addRevalidation(app);

  route(app, tenderDocumentRead, {
    sendsItself: true,
    handler: async ({ params: { id } }, { reply }) => {
      const document = await boardDocument(db, id);
      const type = DOCUMENT_TYPES[document.type];
      void downloadOnly(reply, type?.mime ?? 'application/octet-stream', document.file_name)
        .header('cache-control', 'public, max-age=3600')
        .header('etag', `"${document.sha256.slice(0, 32)}"`)
        .send(Buffer.from(document.data));
      return '';
    },
  });

  route(app, tenderFeedRead, {
    sendsItself: true,
    handler: async ({ query }, { request, reply }) => {
      const trade = tradeOf(query.trade);
      const origin = siteOrigin(app, request);
      const selfUrl = `${origin}${app.config.basePath}${tenderFeedRead.path}${trade ? `?trade=${trade}` : ''}`;
      const feed = await boardFeed(db, { trade, origin, selfUrl, company: COMPANY.name });
      void reply.type('application/atom+xml; charset=utf-8').send(feed);
      return '';
    },
  });

  route(app, tenderCalendarRead, {
    sendsItself: true,
    handler: async ({ query }, { request, reply }) => {
      const { tenderNo, calendar } = await boardCalendar(db, { tenderNo: query.tenderNo, origin: siteOrigin(app, request), company: COMPANY.name });
      void reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachment(`tender-${tenderNo.replace(/[^\w.-]+/g, '-')}-deadline.ics`))
        .send(calendar);
      return '';
    },
  });
}
