import { z } from 'zod';
import { endpoint, readAnswers, STAFF_REFUSALS, writeAnswers } from '@/shared/contracts/endpoint';
import { questionAnswerSchema, tenderQuestionSchema } from './tender-question';

/** The public's view of a question is the board read's (kept importable from here for the questions service). */
export type { PublicQuestion } from './tender-reads.contract';

/**
 * Pre-bid questions (issue 23): a vendor's question, the desk's list and answer. The tender page's published
 * answers are a read of the board (`tender-reads.contract.ts`).
 */

/** A question as the desk sees it: with the asker, answered or not. */
export const staffQuestionSchema = z.object({
  id: z.number().int(),
  tenderNo: z.string(),
  question: z.string(),
  askedAt: z.string(),
  askedBy: z.object({ name: z.string(), email: z.string() }),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  published: z.boolean(),
});
export type StaffQuestion = z.output<typeof staffQuestionSchema>;

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** `POST /api/tenders/questions`: a logged-in vendor's question, while the tender takes them. */
export const askQuestionEndpoint = endpoint({
  method: 'POST',
  path: '/api/tenders/questions',
  body: tenderQuestionSchema,
  answers: writeAnswers(undefined, { status: 201 }),
});

/** `GET /api/staff/tender-questions?tenderNo=&unanswered=1`: every question with its asker (tenders team, admins). */
export const staffQuestionsRead = endpoint({
  method: 'GET',
  path: '/api/staff/tender-questions',
  query: z.object({
    tenderNo: z.preprocess(firstOf, z.string().optional()).transform((value) => (value?.trim() ? value.trim().slice(0, 50) : undefined)),
    unanswered: z.preprocess(firstOf, z.string().optional()).transform((value) => value === '1' || value === 'true'),
  }),
  answers: readAnswers(z.object({ success: z.boolean(), questions: z.array(staffQuestionSchema) }), STAFF_REFUSALS),
});

/** `POST /api/staff/tender-questions/:id/answer`: the answer, and whether it goes on the tender page. */
export const answerQuestionEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tender-questions/:id/answer',
  body: questionAnswerSchema,
  answers: writeAnswers(),
});
