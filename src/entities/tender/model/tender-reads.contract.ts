import { z } from 'zod';
import { endpoint, listRead, readAnswers, VENDOR_REFUSALS } from '@/shared/contracts/endpoint';
import { tenderSchema } from './tender.schema';

/**
 * The tender board's reads (docs/spec-fields.md §7 and issues 9, 23): the list, one tender's detail and its
 * published pre-bid answers, a vendor's registrations.
 */

/** A tender document as `/get_tender` lists it (`TenderDocument`). */
export const tenderDocumentSchema = z.object({
  id: z.number().int(),
  Title: z.string(),
  File_Name: z.string(),
  Type: z.string(),
  Size: z.number().int(),
  Url: z.string(),
});

/** A corrigendum as `/get_tender` lists it (`Corrigendum`), with its document if it has one. */
export const corrigendumSchema = z.object({
  id: z.number().int(),
  Date: z.string(),
  Text: z.string(),
  New_Deadline: z.string(),
  Document: tenderDocumentSchema.nullable(),
});

/** `/get_tender`'s element (`TenderDetail`): the tender's fields, its documents and its corrigenda (newest first). */
export const tenderDetailSchema = tenderSchema.extend({
  Documents: z.array(tenderDocumentSchema),
  Corrigenda: z.array(corrigendumSchema),
});

/** docs/spec-fields.md §7: every published tender; no parameters. */
export const publishedTendersRead = listRead({ path: '/api/tenders/published', record: tenderSchema, failureLog: 'Error fetching tenders' });

/**
 * docs/spec-fields.md §7: `?tenderNo=` on the company's other API host (`TENDER_API_URL`); an array whose first
 * element is the tender, none for an unknown number; 400 for a value that cannot be a tender number.
 */
export const tenderDetailRead = endpoint({
  method: 'GET',
  path: '/get_tender',
  query: z.object({ tenderNo: z.unknown() }),
  answers: readAnswers(z.array(tenderDetailSchema), [400]),
  failureLog: 'Error fetching tender',
});

/**
 * A bid's receipt as My applications lists it: the bid entity's `BidReceipt`, field for field (entities do
 * not import each other, so it is written here; the server's test of My applications compares the two).
 */
const listedReceiptSchema = z.object({
  bidNumber: z.string(),
  tenderNo: z.string(),
  submittedAt: z.string(),
  submittedAtIndia: z.string(),
  files: z.array(
    z.object({
      index: z.number().int(),
      envelope: z.enum(['technical', 'financial']),
      name: z.string(),
      type: z.string(),
      size: z.number().int(),
      sha256: z.string(),
    }),
  ),
  financialSha256: z.string(),
  plainSha256: z.string(),
  financialSize: z.number().int(),
  confirmedAt: z.string(),
});

/** One of the logged-in vendor's registrations (`MyApplication`). */
export const myApplicationSchema = z.object({
  tenderNo: z.string(),
  title: z.string(),
  appliedAt: z.string(),
  companyName: z.string(),
  tender: z
    .object({ TenderNo: z.string(), Expiry_Date: z.string(), Bid_Deadline: z.string().optional(), Outcome: z.string(), Corrigendum_Date: z.string() })
    .nullable(),
  changedSinceApplied: z.boolean(),
  bid: z
    .object({
      bidNumber: z.string(),
      state: z.enum(['submitted', 'withdrawn', 'superseded']),
      submittedAt: z.string(),
      needsReconfirmation: z.boolean(),
      evaluation: z.object({ decision: z.enum(['qualified', 'not-qualified']), reason: z.string() }).nullable().optional(),
      awarded: z.boolean().optional(),
      receipt: listedReceiptSchema,
    })
    .nullable()
    .optional(),
});

/** `GET /api/vendors/mine`: the logged-in vendor's registrations, newest first; 401 when nobody is logged in. */
export const myApplicationsRead = endpoint({
  method: 'GET',
  path: '/api/vendors/mine',
  answers: readAnswers(z.object({ success: z.boolean(), applications: z.array(myApplicationSchema) }), VENDOR_REFUSALS),
});

/** A published question and answer as the public sees them: no asker. */
export const publicQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  askedAt: z.string(),
  answeredAt: z.string(),
});
export type PublicQuestion = z.output<typeof publicQuestionSchema>;

/** `GET /api/tenders/questions?tenderNo=`: a published tender's published answers (a content read). */
export const publicQuestionsRead = endpoint({
  method: 'GET',
  path: '/api/tenders/questions',
  query: z.object({ tenderNo: z.unknown() }),
  answers: readAnswers(z.object({ success: z.boolean(), questions: z.array(publicQuestionSchema) }), [400]),
  failureLog: 'Error fetching tender questions',
});
export type PublicQuestionsAnswer = z.output<(typeof publicQuestionsRead.answers)[200]>;
