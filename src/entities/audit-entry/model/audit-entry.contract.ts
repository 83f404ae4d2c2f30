import { z } from 'zod';
import { endpoint, STAFF_GUARD_ANSWERS, writeAnswerSchema } from '@/shared/contracts/endpoint';
import { auditActorsSchema, auditFilterSchema, auditPageAnswerSchema, auditPageSchema, auditVerifySchema } from './audit-entry.schema';

/**
 * The audit log's endpoints for admins (issue 20 item 5): a page of the log, newest first, by filter and
 * `before`; the same filter as CSV, streamed; and the chain's verification.
 */

const refusal = writeAnswerSchema;

/** `GET /api/staff/audit?actor=&action=&subject=&from=&to=&before=&limit=`. */
export const auditPageRead = endpoint({
  method: 'GET',
  path: '/api/staff/audit',
  query: auditFilterSchema.and(auditPageSchema),
  answers: { 200: auditPageAnswerSchema, 400: refusal, ...STAFF_GUARD_ANSWERS },
});

/** `GET /api/staff/audit.csv?…`: the filtered log as CSV (a stream, never serialised as JSON). */
export const auditCsvDownload = endpoint({
  method: 'GET',
  path: '/api/staff/audit.csv',
  query: auditFilterSchema.and(auditPageSchema),
  answers: { 200: z.unknown(), 400: refusal, ...STAFF_GUARD_ANSWERS },
});

/** `GET /api/staff/audit/verify`: whether the hash chain holds, and where it breaks. */
export const auditVerifyRead = endpoint({
  method: 'GET',
  path: '/api/staff/audit/verify',
  answers: { 200: auditVerifySchema, ...STAFF_GUARD_ANSWERS },
});

/** `GET /api/staff/audit/actors`: everyone the log names, for the "Who" filter's suggestions. */
export const auditActorsRead = endpoint({
  method: 'GET',
  path: '/api/staff/audit/actors',
  answers: { 200: auditActorsSchema, ...STAFF_GUARD_ANSWERS },
});
