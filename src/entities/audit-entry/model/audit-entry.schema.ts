import { z } from 'zod';
import { isoDate, text, whole } from '@/shared/lib/record-schema';
import { STAFF_ROLES } from '@/shared/contracts/staff';
import { AUDIT_MAX_PAGE_SIZE } from './audit-entry.constants';

/**
 * One entry of the audit log as the desk's log screen shows it (issue 20 item 5): who, when, from which
 * address, what and on what, the changes, and whether the hash chain holds from the first entry up to
 * and including this one.
 */
export const auditActorSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('staff'), staffId: whole, email: text, role: z.enum(STAFF_ROLES) }),
  z.object({ kind: z.literal('cli'), user: text }),
  z.object({ kind: z.literal('anonymous') }),
]);

export const auditEntrySchema = z.object({
  id: whole,
  /** ISO instant (UTC). */
  at: text,
  actor: auditActorSchema,
  action: text,
  subject: text,
  changes: z.record(z.object({ from: z.unknown(), to: z.unknown() })),
  /** The client's address; '' for the command line. */
  ip: text,
  /** The chain verifies from the first entry up to this one. */
  verified: z.boolean(),
});

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

/** The log's filter, as the list and the CSV read it from the query string. */
export const auditFilterSchema = z
  .object({
    /** A staff member's e-mail or the command line's user, exactly. */
    actor: optionalText(254),
    /** An action exactly (`staff.add`), or every action of an area when it ends with a dot (`lead.`). */
    action: optionalText(100),
    /** The start of a subject: `staff:asha@example.in`, `lead:enquiry:`. */
    subject: optionalText(300),
    /** Asia/Kolkata calendar days, both included. */
    from: isoDate.optional(),
    to: isoDate.optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ['to'], message: 'must not be before from' });

export const auditPageSchema = z.object({
  /** The id of the last entry shown: the page continues with older ones. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(AUDIT_MAX_PAGE_SIZE).optional(),
});

export const auditPageAnswerSchema = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  /** The `before` of the next (older) page; null at the oldest entry. */
  next: whole.nullable(),
});

/** Who appears in the log, as the actor filter takes them: members by e-mail, the command line by its user. */
export const auditActorsSchema = z.object({
  success: z.literal(true),
  actors: z.array(text),
});

export const auditVerifySchema = z.object({
  success: z.literal(true),
  ok: z.boolean(),
  /** Entries that hold (all of them when `ok`). */
  entries: whole,
  broken: z.object({ id: whole, at: text, action: text, reason: text }).nullable(),
});
