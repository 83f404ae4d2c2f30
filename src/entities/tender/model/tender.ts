import type { z } from 'zod';
import type { tenderSchema } from './tender.schema';

export { TENDER_OUTCOMES, type TenderOutcome } from './tender.schema';

export type Tender = z.output<typeof tenderSchema>;

/** SPEC section 7: every published tender; no parameters. */
export const PUBLISHED_TENDERS_READ = { path: '/api/tenders/published', failureLog: 'Error fetching tenders' } as const;

/** SPEC section 7: `?tenderNo=` on the company's other API host (`TENDER_API_URL`); an array whose first element is the tender. */
export const TENDER_READ = { path: '/get_tender', failureLog: 'Error fetching tender' } as const;
