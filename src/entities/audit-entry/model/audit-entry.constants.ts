/** The log's page sizes, needed by its schema and its readers alike: a leaf, so `audit-entry.schema.ts` and `audit-entry.ts` import it and not each other. */

/** Entries per page of the log, and the most a client may ask for. */
export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;
