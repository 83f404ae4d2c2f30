import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { auditActorsRead, auditCsvDownload, auditPageRead, auditVerifyRead } from '../../../src/entities/audit-entry/model/audit-entry.contract';
import { AUDIT_PAGE_SIZE } from '../../../src/entities/audit-entry/model/audit-entry';
import { route } from '../../lib/contract-route';
import { auditReader } from '../../staff/audit-service';
import { staffRoute } from '../../staff/guard';

/** The audit log for admins (issue 20 item 5): a page, the CSV and the chain's verification (`staff/audit-service.ts`). */

export async function staffAuditRoutes(app: FastifyInstance): Promise<void> {
  const audit = auditReader(app.database.db);
  const guard = staffRoute('admin');

  route(app, auditPageRead, {
    guard,
    handler: async ({ query: { before, limit, ...filter } }) => ({ success: true as const, ...(await audit.page(filter, before, limit ?? AUDIT_PAGE_SIZE)) }),
  });

  route(app, auditCsvDownload, {
    guard,
    handler: async ({ query: { before: _before, limit: _limit, ...filter } }, { request, reply }) => {
      const out = new PassThrough();
      audit.csv(filter, out).then(
        () => out.end(),
        (error: Error) => {
          request.log.error({ err: error }, 'audit export failed');
          out.destroy(error);
        },
      );
      void reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="audit-log.csv"`);
      return out;
    },
  });

  route(app, auditVerifyRead, {
    guard,
    handler: async () => {
      const check = await audit.verify();
      return { success: true as const, ok: check.ok, entries: check.entries, broken: check.ok ? null : check.broken };
    },
  });

  route(app, auditActorsRead, {
    guard,
    handler: async () => ({ success: true as const, actors: await audit.actors() }),
  });
}
