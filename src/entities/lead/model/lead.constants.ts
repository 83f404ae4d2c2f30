/** The lead's values its schema and its rules both need: a leaf, so `lead.schema.ts` and `lead.ts` import it and not each other. */

/** Every kind of submission the desk lists; each is a table of its own (see `server/leads`). */
export const LEAD_KINDS = ['enquiry', 'contact', 'career', 'vendor', 'booking'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Leads a page holds at most (the inbox asks for fewer on a phone if it likes). */
export const MAX_PAGE_SIZE = 50;
export const MAX_NOTE_LENGTH = 2000;
export const MAX_SEARCH_LENGTH = 100;
