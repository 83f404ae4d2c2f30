import { z } from 'zod';
import { endpoint, STAFF_GUARD_ANSWERS, writeAnswers, writeAnswerSchema } from '@/shared/contracts/endpoint';
import { STAFF_ROLES } from '@/shared/contracts/staff';
import { leadChangeSchema, leadDetailSchema, leadFilterSchema, leadPageSchema, leadSchema } from './lead.schema';

/**
 * The leads desk's endpoints (issue 20, `sales` and admin): the inbox's pages, the same filter as CSV, one
 * lead with its notes, a job application's resume, the one change a lead takes, and the active members
 * for the owner picker. A lead is named by its kind and its id in the address; which names exist is the
 * lead service's to say (any other is no such lead).
 */

const refusal = writeAnswerSchema;

/** A file (CSV, a resume): bytes or a stream, sent as they are, never serialised as JSON. */
const fileAnswer = z.unknown();

/** `GET /api/staff/leads?kind=&status=&owner=&from=&to=&q=&cursor=&limit=`: a page of the inbox, newest first. */
export const leadsRead = endpoint({
  method: 'GET',
  path: '/api/staff/leads',
  query: leadFilterSchema.and(leadPageSchema),
  answers: { 200: z.object({ success: z.boolean(), leads: z.array(leadSchema), nextCursor: z.string().nullable() }), 400: refusal, ...STAFF_GUARD_ANSWERS },
});

/** `GET /api/staff/leads.csv?…`: the inbox with the same filter, as CSV ("export what I see"). */
export const leadsCsvDownload = endpoint({
  method: 'GET',
  path: '/api/staff/leads.csv',
  query: leadFilterSchema,
  answers: { 200: fileAnswer, 400: refusal, ...STAFF_GUARD_ANSWERS },
});

/** `GET /api/staff/leads/:kind/:id`: one lead with its notes and the submission's fields. */
export const leadRead = endpoint({
  method: 'GET',
  path: '/api/staff/leads/:kind/:id',
  answers: { 200: z.object({ success: z.boolean(), lead: leadDetailSchema }), 404: refusal, ...STAFF_GUARD_ANSWERS },
});

/** `GET /api/staff/leads/career/:id/resume`: the applicant's file, as a download. */
export const leadResumeDownload = endpoint({
  method: 'GET',
  path: '/api/staff/leads/career/:id/resume',
  answers: { 200: fileAnswer, 404: refusal, ...STAFF_GUARD_ANSWERS },
});

/** A change's answer, and a stale change's 409: the lead as it now is, so the desk shows it and keeps the typed note. */
const leadChangeAnswer = writeAnswerSchema.extend({ lead: leadDetailSchema });

/** `PATCH /api/staff/leads/:kind/:id`: status, owner or a note, on the version seen. */
export const leadChangeEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/staff/leads/:kind/:id',
  body: leadChangeSchema,
  answers: writeAnswers(leadChangeAnswer, { refusals: { 409: leadChangeAnswer } }),
});

export const staffMemberChoiceSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), role: z.enum(STAFF_ROLES) });
export type StaffMemberChoice = z.output<typeof staffMemberChoiceSchema>;

/** `GET /api/staff/members`: the active members, for the owner picker (with e-mail: the session names "me" by it). */
export const leadOwnersRead = endpoint({
  method: 'GET',
  path: '/api/staff/members',
  answers: { 200: z.object({ success: z.boolean(), members: z.array(staffMemberChoiceSchema) }), ...STAFF_GUARD_ANSWERS },
});

export type LeadChangeAnswer = z.output<typeof leadChangeAnswer>;
