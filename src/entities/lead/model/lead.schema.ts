import { z } from 'zod';
import { isoDate, text, whole } from '@/shared/lib/record-schema';
import { LEAD_KINDS, LEAD_STATUSES, MAX_NOTE_LENGTH, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from './lead.constants';

/**
 * A lead of the staff desk (issue 20): one submission (enquiry, contact message, career application,
 * vendor registration) with the status, owner and notes the office keeps on it. The list item is what
 * the inbox shows per row; `leadDetailSchema` adds the notes and the submission's own fields.
 */
export const leadSchema = z.object({
  kind: z.enum(LEAD_KINDS),
  /** The submission's id in its own table: a lead is named by (kind, id). */
  id: whole,
  /** When the submission arrived, ISO instant (UTC). */
  receivedAt: text,
  name: text,
  email: text,
  phone: text,
  /** The message's first 200 characters, the post applied for, or the tender number. */
  summary: text,
  status: z.enum(LEAD_STATUSES),
  /** The staff member who works it, or null while nobody does. */
  ownerStaffId: whole.nullable(),
  notesCount: whole,
  /** Bumped by every change; a change names the version it was made on (optimistic concurrency). */
  version: whole,
});

export const leadNoteSchema = z.object({
  id: whole,
  at: text,
  /** Null for a note written from the command line. */
  staffId: whole.nullable(),
  /** Who wrote it as shown to staff: the staff member's e-mail, or `cli:<user>`. */
  author: text,
  text,
});

export const leadDetailSchema = leadSchema.extend({
  notes: z.array(leadNoteSchema),
  /** The submission as stored (never a resume's bytes): field name → value. */
  fields: z.record(z.union([z.string(), z.number()])),
});

/** A query-string value that may come once (`a`) or repeated (`a&a`), or comma-separated (`a,b`). */
const several = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(item).min(1)).optional();

/** The inbox's filter, as the list route reads it from the query string and the client sends it. */
export const leadFilterSchema = z
  .object({
    kind: several(z.enum(LEAD_KINDS)),
    status: several(z.enum(LEAD_STATUSES)),
    /** A staff id, or `unassigned`. */
    owner: z.union([z.literal('unassigned'), z.coerce.number().int().positive()]).optional(),
    /** Asia/Kolkata calendar days, both included. */
    from: isoDate.optional(),
    to: isoDate.optional(),
    q: z.string().trim().max(MAX_SEARCH_LENGTH).optional(),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, { path: ['to'], message: 'must not be before from' });

export const leadPageSchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
});

/** What a staff member sends to change a lead: the version seen, and any of status, owner, note. */
export const leadChangeSchema = z
  .object({
    version: whole.positive(),
    status: z.enum(LEAD_STATUSES).optional(),
    owner: whole.positive().nullable().optional(),
    note: z.string().trim().min(1, 'must not be empty').max(MAX_NOTE_LENGTH, `must be at most ${MAX_NOTE_LENGTH} characters`).optional(),
  })
  .refine((change) => change.status !== undefined || change.owner !== undefined || change.note !== undefined, {
    message: 'Change the status, the owner or add a note.',
  });
