import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { LEAD_KINDS, LEAD_STATUSES, type LeadKind } from '@/entities/lead/model/lead';
import { leadChangeSchema, leadFilterSchema, leadPageSchema } from '@/entities/lead/model/lead.schema';
import { fieldErrorsOf, FORM_INVALID_MESSAGE } from '../../../src/shared/contracts/forms';
import { STAFF_ROLES } from '../../../src/shared/contracts/staff';
import { attachment } from '../../lib/attachment';
import { HttpError } from '../../lib/http-error';
import { writeAnswer, writeRoute } from '../../lib/write-route';
import { changeLead, getLead, LeadConflictError, LeadNotFoundError, listLeads, streamLeadsCsv } from '../../leads/lead-service';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { refusal } from './answers';

/**
 * The leads desk's API (issue 20, `sales` and admin): the inbox's pages, one lead with its notes, the one
 * change a lead takes (status, owner, note on the version seen, audited in the change's transaction), the
 * inbox as CSV, a job application's resume, and the active members for the owner picker (with e-mail: the
 * session names the member by it, so the desk finds "me" among them). Registered by
 * the staff plugin, so every answer is `no-store`.
 */

const lead = {
  type: 'object',
  required: ['kind', 'id', 'receivedAt', 'name', 'email', 'phone', 'summary', 'status', 'ownerStaffId', 'notesCount', 'version'],
  properties: {
    kind: { type: 'string', enum: [...LEAD_KINDS] },
    id: { type: 'integer' },
    receivedAt: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    summary: { type: 'string' },
    status: { type: 'string', enum: [...LEAD_STATUSES] },
    ownerStaffId: { type: ['integer', 'null'] },
    notesCount: { type: 'integer' },
    version: { type: 'integer' },
  },
} as const;

const leadDetail = {
  ...lead,
  required: [...lead.required, 'notes', 'fields'],
  properties: {
    ...lead.properties,
    notes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'at', 'staffId', 'author', 'text'],
        properties: { id: { type: 'integer' }, at: { type: 'string' }, staffId: { type: ['integer', 'null'] }, author: { type: 'string' }, text: { type: 'string' } },
      },
    },
    fields: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
} as const;

const leadPageAnswer = {
  type: 'object',
  required: ['success', 'leads', 'nextCursor'],
  properties: { success: { type: 'boolean' }, leads: { type: 'array', items: lead }, nextCursor: { type: ['string', 'null'] } },
} as const;

const leadAnswer = { type: 'object', required: ['success', 'lead'], properties: { success: { type: 'boolean' }, lead: leadDetail } } as const;

/** A change's answer, and a stale change's 409: the lead as it now is, so the desk shows it and keeps the typed note. */
const leadChangeAnswer = {
  type: 'object',
  required: ['success', 'message', 'lead'],
  properties: { ...writeAnswer.properties, lead: leadDetail },
} as const;

const membersAnswer = {
  type: 'object',
  required: ['success', 'members'],
  properties: {
    success: { type: 'boolean' },
    members: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'email', 'role'],
        properties: { id: { type: 'integer' }, name: { type: 'string' }, email: { type: 'string' }, role: { type: 'string', enum: [...STAFF_ROLES] } },
      },
    },
  },
} as const;

/** A file (CSV, a resume): bytes, never serialised as JSON. */
const file = { type: 'string' } as const;

const GUARDED = { 401: refusal, 403: refusal };
const READ = { response: { 200: leadPageAnswer, 400: refusal, ...GUARDED } };
const ONE = { response: { 200: leadAnswer, 404: refusal, ...GUARDED } };
const CSV = { response: { 200: file, 400: refusal, ...GUARDED } };
const RESUME = { response: { 200: file, 404: refusal, ...GUARDED } };
const MEMBERS = { response: { 200: membersAnswer, ...GUARDED } };

export const LEAD_CHANGED_MESSAGE = 'Saved.';

/** The query string through an entity schema; a 400 naming each bad parameter. */
function parseQuery<TSchema extends z.ZodTypeAny>(schema: TSchema, query: unknown): z.output<TSchema> {
  const result = schema.safeParse(query);
  if (!result.success) throw new HttpError(400, FORM_INVALID_MESSAGE, fieldErrorsOf(result.error));
  return result.data;
}

/** The lead a path names, or a 404: an unknown kind or an id that is not a positive whole number names none. */
function leadKey(params: { kind: string; id: string }): { kind: LeadKind; id: number } {
  const id = Number(params.id);
  if (!(LEAD_KINDS as readonly string[]).includes(params.kind) || !Number.isSafeInteger(id) || id <= 0 || !/^\d+$/.test(params.id)) {
    throw new LeadNotFoundError();
  }
  return { kind: params.kind as LeadKind, id };
}

export async function leadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const sales = staffRoute('sales');

  app.get('/api/staff/leads', { ...sales, schema: READ }, async (request) => {
    const filter = parseQuery(leadFilterSchema, request.query);
    const page = parseQuery(leadPageSchema, request.query);
    return { success: true, ...(await listLeads(db, filter, page)) };
  });

  app.get('/api/staff/leads.csv', { ...sales, schema: CSV }, async (request, reply) => {
    const filter = parseQuery(leadFilterSchema, request.query);
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
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(`leads-${new Date().toISOString().slice(0, 10)}.csv`))
      .header('x-content-type-options', 'nosniff')
      .send(out);
  });

  app.get<{ Params: { kind: string; id: string } }>('/api/staff/leads/:kind/:id', { ...sales, schema: ONE }, async (request) => {
    const { kind, id } = leadKey(request.params);
    return { success: true, lead: await getLead(db, kind, id) };
  });

  app.get<{ Params: { id: string } }>('/api/staff/leads/career/:id/resume', { ...sales, schema: RESUME }, async (request, reply) => {
    const { id } = leadKey({ kind: 'career', id: request.params.id });
    const resume = await db
      .selectFrom('career_applications')
      .select(['resume_name', 'resume_type', 'resume_data'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!resume) throw new HttpError(404, 'There is no such job application.');
    // The applicant chose the file and its type: downloaded, never shown inline or sniffed into HTML.
    return reply
      .header('content-type', resume.resume_type || 'application/octet-stream')
      .header('content-disposition', attachment(resume.resume_name || `resume-${id}`))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(Buffer.from(resume.resume_data));
  });

  writeRoute(app, {
    url: '/api/staff/leads/:kind/:id',
    method: 'PATCH',
    schema: leadChangeSchema,
    guard: sales,
    answer: leadChangeAnswer,
    refusalAnswers: { 409: leadChangeAnswer },
    handler: async (change, { request, reply }) => {
      const { kind, id } = leadKey(request.params as { kind: string; id: string });
      if (typeof change.owner === 'number') {
        const owner = await db.selectFrom('staff').select('id').where('id', '=', change.owner).where('disabled', '=', 0).executeTakeFirst();
        if (!owner) throw new HttpError(400, 'Choose an active staff member as the owner.', { owner: 'Choose an active staff member as the owner.' });
      }
      const { staffId, email, role } = signedInStaff(request);
      const actor: Actor = { kind: 'staff', staffId, email, role };
      try {
        const changed = await changeLead(db, actor, { ...change, kind, id }, { audit: (trx, description) => appendAudit(trx, { actor, ...description, ip: request.ip }) });
        return { success: true, message: LEAD_CHANGED_MESSAGE, lead: changed.lead };
      } catch (error) {
        if (!(error instanceof LeadConflictError)) throw error;
        reply.status(409);
        return { success: false, message: error.message, lead: error.current };
      }
    },
  });

  app.get('/api/staff/members', { ...sales, schema: MEMBERS }, async () => {
    const members = await db.selectFrom('staff').select(['id', 'name', 'email', 'role']).where('disabled', '=', 0).orderBy('name').orderBy('id').execute();
    return { success: true, members: members.map((member) => ({ ...member, id: Number(member.id) })) };
  });
}
