import type { z } from 'zod';
import type { tenderSchema } from './tender.schema';

/** What staff record when a tender ends other than by its deadline (`npm run tenders -- award|cancel`). */
export const TENDER_OUTCOMES = ['', 'Awarded', 'Cancelled'] as const;
export type TenderOutcome = (typeof TENDER_OUTCOMES)[number];

export type Tender = z.output<typeof tenderSchema>;

/** docs/spec-fields.md §7: every published tender; no parameters. */
export const PUBLISHED_TENDERS_READ = { path: '/api/tenders/published', failureLog: 'Error fetching tenders' } as const;

/** docs/spec-fields.md §7: `?tenderNo=` on the company's other API host (`TENDER_API_URL`); an array whose first element is the tender. */
export const TENDER_READ = { path: '/get_tender', failureLog: 'Error fetching tender' } as const;
