import { z } from 'zod';
import { hasControlCharacters } from '@/shared/contracts/forms';
import { dayIn } from '@/shared/lib/company-day';
import { acceptsApplications, tenderStatus } from './tender-rules';
import type { Tender } from './tender';

/**
 * Pre-bid questions (issue 23): a logged-in vendor asks while the tender takes questions; staff answer in
 * the desk; published answers are on the tender page and in the feed, never with the asker's name.
 * One module for the client form, the server routes and the msw handlers.
 */

export const QUESTION_MAX_LENGTH = 1000;
export const ANSWER_MAX_LENGTH = 4000;

export const QUESTION_MESSAGES = {
  questionRequired: 'Please type your question',
  questionTooLong: `Please keep your question to ${QUESTION_MAX_LENGTH} characters`,
  answerRequired: 'Please type the answer',
  answerTooLong: `Please keep the answer to ${ANSWER_MAX_LENGTH} characters`,
  controlCharacters: 'This text must not contain control characters.',
  loginFirst: 'Please log in to ask a question about this tender.',
  closed: 'Questions on this tender are closed: the pre-bid date has passed or the tender no longer takes bids.',
  unknownTender: 'No such tender.',
  asked: 'Thank you. Your question has been received; the answer will be published on this page.',
  tooMany: 'You have asked many questions today. Please wait until tomorrow or write to our office.',
  notFound: 'No such question.',
  answered: 'The answer is saved.',
  published: 'The answer is saved and published on the tender page.',
} as const;

/**
 * Whether the tender takes questions at `now`: while it takes bids, and until the end (in Nashik) of its
 * `PreBid_Date` when it has one. Without a pre-bid date, until the bid deadline.
 */
export function questionsOpen(tender: Parameters<typeof tenderStatus>[0] & Pick<Tender, 'PreBid_Date'>, now: Date = new Date()): boolean {
  if (!acceptsApplications(tenderStatus(tender, now))) return false;
  return !tender.PreBid_Date || dayIn(now) <= tender.PreBid_Date;
}

const longText = (required: string, tooLong: string, max: number) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((value) => !hasControlCharacters(value.replace(/[\r\n\t]/g, ' ')), QUESTION_MESSAGES.controlCharacters);

/** `POST /api/tenders/questions`. */
export const tenderQuestionSchema = z.object({
  tenderNo: z.string({ required_error: QUESTION_MESSAGES.unknownTender, invalid_type_error: QUESTION_MESSAGES.unknownTender }).trim().min(1, QUESTION_MESSAGES.unknownTender).max(50, QUESTION_MESSAGES.unknownTender),
  question: longText(QUESTION_MESSAGES.questionRequired, QUESTION_MESSAGES.questionTooLong, QUESTION_MAX_LENGTH),
});
export type TenderQuestionPayload = z.infer<typeof tenderQuestionSchema>;

/** `POST /api/staff/tender-questions/:id/answer`: the answer, and whether it goes on the tender page. */
export const questionAnswerSchema = z.object({
  answer: longText(QUESTION_MESSAGES.answerRequired, QUESTION_MESSAGES.answerTooLong, ANSWER_MAX_LENGTH),
  published: z.boolean({ invalid_type_error: 'Choose whether to publish the answer' }).default(true),
});
export type QuestionAnswerPayload = z.infer<typeof questionAnswerSchema>;
