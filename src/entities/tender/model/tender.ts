import type { z } from 'zod';
import type { tenderSchema } from './tender.schema';

export { TENDER_OUTCOMES, type TenderOutcome } from './tender.schema';

export type Tender = z.output<typeof tenderSchema>;
