import { z } from 'zod';
import { TENDER_OUTCOME_ACTIONS, type TenderCreatePayload, type TenderEditPayload } from './tender-desk';

/**
 * The shapes of the tenders desk's requests, as its routes check them (`server/routes/staff/tenders.ts`).
 * The tender's fields inside them are the tender service's to check, with the import's schema and words.
 * Apart from `tender-desk.ts` so that no client chunk carries them.
 */

const fieldValues = z.record(z.string(), z.unknown(), { invalid_type_error: 'must be an object of tender fields' });

export const tenderCreateSchema: z.ZodType<TenderCreatePayload> = z.object({ values: fieldValues });

export const tenderEditSchema: z.ZodType<TenderEditPayload> = z.object({
  version: z.string({ required_error: 'is required: reload the tender' }).min(1, 'is required: reload the tender').max(100),
  changes: fieldValues,
});

/** `POST …/outcome`. */
export const tenderOutcomeSchema = z.object({
  action: z.enum(TENDER_OUTCOME_ACTIONS, { errorMap: () => ({ message: 'must be award, cancel or reopen' }) }),
});

/** `POST …/documents` (multipart): the title; the file travels as the part named `file`. */
export const tenderDocumentFormSchema = z.object({
  title: z
    .union([z.string(), z.undefined()])
    .transform((value) => (value ?? '').trim())
    .pipe(z.string().max(200, 'must be at most 200 characters')),
});
