import type { z } from 'zod';
import { COMPANY_TIME_ZONE } from '@/shared/lib/company-day';
import type { auditEntrySchema, auditFilterSchema, auditPageAnswerSchema, auditVerifySchema } from './audit-entry.schema';

export { AUDIT_MAX_PAGE_SIZE, AUDIT_PAGE_SIZE } from './audit-entry.constants';


/** The log's days are the office's, as the leads inbox's: Asia/Kolkata (UTC+05:30, no daylight saving). */
export const AUDIT_TIME_ZONE = COMPANY_TIME_ZONE;

export type AuditEntryRecord = z.output<typeof auditEntrySchema>;
export type AuditFilter = z.output<typeof auditFilterSchema>;
export type AuditFilterInput = z.input<typeof auditFilterSchema>;
export type AuditPageAnswer = z.output<typeof auditPageAnswerSchema>;
export type AuditVerifyAnswer = z.output<typeof auditVerifySchema>;

/** Who an entry names, as the log shows it: the member's e-mail, `cli:<user>`, or `anonymous`. */
/** The name the "Who" filter takes for an actor (a member's e-mail, the command line's user); nobody's for anonymous. */
export function auditActorFilterName(actor: AuditEntryRecord['actor']): string | null {
  if (actor.kind === 'staff') return actor.email;
  if (actor.kind === 'cli') return actor.user;
  return null;
}

export function auditActorLabel(actor: AuditEntryRecord['actor']): string {
  if (actor.kind === 'staff') return actor.email;
  if (actor.kind === 'cli') return `cli:${actor.user}`;
  return 'anonymous';
}
