import type { Generated } from 'kysely';
import type { LeadKind, LeadStatus } from '@/entities/lead/model/lead';

/**
 * Tables of the staff desk's leads (issue 20). One `leads` row per submission, keyed by (kind,
 * submission_id), written in the same transaction as the submission. It copies what the inbox shows and
 * searches (name, e-mail, phone, summary, a lower-cased search text), so the list reads one table
 * through one index whatever the kinds: the submissions themselves are never rewritten.
 */
export interface LeadsTable {
  id: Generated<number>;
  kind: LeadKind;
  submission_id: number;
  /** The submission's `created_at` (ISO instant): the list's order. */
  received_at: string;
  name: string;
  email: string;
  phone: string;
  summary: string;
  /** `lower(name e-mail phone message …)`, what the free-text filter matches. */
  search_text: string;
  status: Generated<LeadStatus>;
  /** A staff member's id (the staff table of migration 009; no foreign key yet), or null. */
  owner_staff_id: number | null;
  notes_count: Generated<number>;
  version: Generated<number>;
  /** Last change by staff, or the arrival. */
  updated_at: string;
}

export interface LeadNotesTable {
  id: Generated<number>;
  lead_id: number;
  at: string;
  /** The staff member who wrote it; null from the command line. */
  staff_id: number | null;
  /** The staff member's e-mail at the time, or `cli:<user>`: readable without the staff table. */
  author: string;
  text: string;
}

export interface LeadTables {
  leads: LeadsTable;
  lead_notes: LeadNotesTable;
}
