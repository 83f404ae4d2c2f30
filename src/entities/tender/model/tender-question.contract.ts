import { z } from 'zod';
import { endpoint, readAnswers, writeAnswers } from '@/shared/contracts/endpoint';
import { questionAnswerSchema, tenderQuestionSchema } from './tender-question';

/** Pre-bid questions (issue 23): the tender page's questions and answers, a vendor's question, the desk's answer. */

/** A published question and answer as the public sees them: no asker. */
export const publicQuestionSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  askedAt: z.string(),
  answeredAt: z.string(),
});
export type PublicQuestion = z.output<typeof publicQuestionSchema>;

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

/** `GET /api/tenders/questions?tenderNo=`: a published tender's published answers (a content read). */
export const publicQuestionsRead = endpoint({
  method: 'GET',
  path: '/api/tenders/questions',
  query: z.object({ tenderNo: z.unknown() }),
  answers: readAnswers(z.object({ success: z.boolean(), questions: z.array(publicQuestionSchema) }), [400]),
  failureLog: 'Error fetching tender questions',
});
export type PublicQuestionsAnswer = z.output<(typeof publicQuestionsRead.answers)[200]>;

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
  answers: readAnswers(z.object({ success: z.boolean(), questions: z.array(staffQuestionSchema) }), [401, 403]),
});

/** `POST /api/staff/tender-questions/:id/answer`: the answer, and whether it goes on the tender page. */
export const answerQuestionEndpoint = endpoint({
  method: 'POST',
  path: '/api/staff/tender-questions/:id/answer',
  body: questionAnswerSchema,
  answers: writeAnswers(),
});
