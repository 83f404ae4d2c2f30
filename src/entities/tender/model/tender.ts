import type { z } from 'zod';
import type { tenderSchema } from './tender.schema';

/** What staff record when a tender ends other than by its deadline (`npm run tenders -- award|cancel`). */
export const TENDER_OUTCOMES = ['', 'Awarded', 'Cancelled'] as const;
export type TenderOutcome = (typeof TENDER_OUTCOMES)[number];

export type Tender = z.output<typeof tenderSchema>;
