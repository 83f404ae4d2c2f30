import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { leadChangeEndpoint, leadOwnersRead, leadRead, leadResumeDownload, leadsCsvDownload, leadsRead } from '@/entities/lead/model/lead.contract';
import { attachment, downloadOnly } from '../../lib/attachment';
import { route } from '../../lib/contract-route';
import { changeLead, checkLeadOwner, getLead, leadKeyOf, leadOwnerChoices, leadResume, listLeads, streamLeadsCsv } from '../../leads/lead-service';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';

/**
 * The leads desk's API (issue 20, `sales` and admin): the inbox's pages, one lead with its notes, the one
 * change a lead takes (status, owner, note on the version seen, audited in the change's transaction), the
 * inbox as CSV, a job application's resume, and the active members for the owner picker (with e-mail: the
 * session names the member by it, so the desk finds "me" among them). Registered by
 * the staff plugin, so every answer is `no-store`.
 */

export const LEAD_CHANGED_MESSAGE = 'Saved.';

export async function leadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const guard = staffRoute('sales');

  route(app, leadsRead, {
    guard,
    handler: async ({ query: { cursor, limit, ...filter } }) => ({ success: true, ...(await listLeads(db, filter, { cursor, limit })) }),
  });

  route(app, leadsCsvDownload, {
    guard,
    handler: async ({ query: filter }, { request, reply }) => {
      const out = new PassThrough();
      // Written a page at a time as the client reads: a failure half-way cuts the download short rather
      // than answering a 500 after the 200 has gone.
      streamLeadsCsv(db, filter, out).then(
        () => out.end(),
        (error: unknown) => {
          request.log.error({ err: error }, 'leads CSV export failed');
          out.destroy(error as Error);
        },
      );
      void reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`leads-${new Date().toISOString().slice(0, 10)}.csv`))
        .header('x-content-type-options', 'nosniff');
      return out;
    },
  });

  route(app, leadRead, {
    guard,
    handler: async ({ params }) => {
      const { kind, id } = leadKeyOf(params);
      return { success: true, lead: await getLead(db, kind, id) };
    },
  });

  route(app, leadResumeDownload, {
    guard,
    handler: async ({ params }, { reply }) => {
      const { id } = leadKeyOf({ kind: 'career', id: params.id });
      const resume = await leadResume(db, id);
      // The applicant chose the file and its type: downloaded, never shown inline or sniffed into HTML.
      void downloadOnly(reply, resume.type, resume.name);
      return resume.data;
    },
  });

  route(app, leadChangeEndpoint, {
    guard,
    handler: async ({ params, body: change }, { request }) => {
      const { kind, id } = leadKeyOf(params);
      await checkLeadOwner(db, change.owner);
      const { staffId, email, role } = signedInStaff(request);
      const actor: Actor = { kind: 'staff', staffId, email, role };
      const changed = await changeLead(db, actor, { ...change, kind, id }, { audit: (trx, description) => appendAudit(trx, { actor, ...description, ip: request.ip }) });
      return { success: true, message: LEAD_CHANGED_MESSAGE, lead: changed.lead };
    },
  });

  route(app, leadOwnersRead, {
    guard,
    handler: async () => ({ success: true, members: await leadOwnerChoices(db) }),
  });
}
