import type { z } from 'zod';
import { COMPANY_TIME_ZONE } from '@/shared/lib/company-day';
import type { leadChangeSchema, leadDetailSchema, leadFilterSchema, leadNoteSchema, leadPageSchema, leadSchema } from './lead.schema';
import type { LeadKind, LeadStatus } from './lead.constants';

export { LEAD_KINDS, LEAD_STATUSES, MAX_NOTE_LENGTH, MAX_PAGE_SIZE, MAX_SEARCH_LENGTH, type LeadKind, type LeadStatus } from './lead.constants';

/** Enquiries, contact messages and consultation bookings are worked as sales; applications and registrations are only closed. */
export const SALES_KINDS: readonly LeadKind[] = ['enquiry', 'contact', 'booking'];

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  enquiry: 'Enquiry',
  contact: 'Contact message',
  career: 'Job application',
  vendor: 'Vendor registration',
  booking: 'Consultation booking',
};

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
  closed: 'Closed',
};

/**
 * Where a lead may go from each status. Sales: forward only (New → Contacted → Qualified, a step may be
 * skipped); Won only once someone has spoken to the customer (from Contacted or Qualified); Lost from any
 * open status (spam and duplicates are dropped without a call); a Won or Lost lead may be reopened as
 * Contacted (the customer came back, or a mis-click), which the audit log records like any change.
 * Applications and registrations: New → Closed, and Closed → New to reopen.
 */
const SALES_TRANSITIONS: Partial<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['contacted', 'qualified', 'lost'],
  contacted: ['qualified', 'won', 'lost'],
  qualified: ['won', 'lost'],
  won: ['contacted'],
  lost: ['contacted'],
};
const OTHER_TRANSITIONS: Partial<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ['closed'],
  closed: ['new'],
};

/** The statuses a lead of `kind` in `status` may move to (the desk offers only these). */
export function nextStatuses(kind: LeadKind, status: LeadStatus): readonly LeadStatus[] {
  return ((SALES_KINDS.includes(kind) ? SALES_TRANSITIONS : OTHER_TRANSITIONS)[status] ?? []) as readonly LeadStatus[];
}

export function canMoveLead(kind: LeadKind, from: LeadStatus, to: LeadStatus): boolean {
  return nextStatuses(kind, from).includes(to);
}

/** The list's summary: the message cut to this many characters. */
export const SUMMARY_LENGTH = 200;

/** The desk's days are the office's: a date range means Asia/Kolkata days (UTC+05:30, no daylight saving). */
export const LEAD_TIME_ZONE = COMPANY_TIME_ZONE;

export type Lead = z.output<typeof leadSchema>;
export type LeadNote = z.output<typeof leadNoteSchema>;
export type LeadDetail = z.output<typeof leadDetailSchema>;
export type LeadFilter = z.output<typeof leadFilterSchema>;
export type LeadPageRequest = z.output<typeof leadPageSchema>;
export type LeadChange = z.output<typeof leadChangeSchema>;

export interface LeadPage {
  leads: Lead[];
  /** Pass back as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}
