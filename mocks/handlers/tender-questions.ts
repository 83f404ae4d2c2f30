import { HttpResponse, type RequestHandler } from 'msw';
import { mockEndpoint } from '../contract-handler';
import { readJson } from '../request-body';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { fieldErrorsOf, FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import {
  QUESTION_MESSAGES,
  questionAnswerSchema,
  questionsOpen,
  tenderQuestionSchema,
  answerQuestionEndpoint,
  askQuestionEndpoint,
  publicQuestionsRead,
  staffQuestionsRead,
  type PublicQuestion,
  type StaffQuestion,
} from '@/entities/tender';
import { accountsMockState } from './accounts';
import { publishedTenders } from './reads';
import { mockStaffMember } from './staff';

/**
 * Pre-bid questions in memory (issue 23), answering like the API host: a vendor asks on the tender page,
 * the desk answers, the tender page shows published answers without the asker.
 * `resetTenderQuestionsMock()` starts afresh, optionally with questions already asked.
 */

let questions: StaffQuestion[] = [];
let nextId = 1;

export function resetTenderQuestionsMock(initial: StaffQuestion[] = []): void {
  questions = initial.map((question) => ({ ...question }));
  nextId = Math.max(0, ...questions.map((question) => question.id)) + 1;
}
resetTenderQuestionsMock();

export const tenderQuestionsMockState = () => questions;

const refuse = (status: number, message: string, errors?: Record<string, string>) => HttpResponse.json<WriteAnswer>({ success: false, message, ...(errors ? { errors } : {}) }, { status });
const invalid = (error: Parameters<typeof fieldErrorsOf>[0]) => refuse(400, FORM_INVALID_MESSAGE, fieldErrorsOf(error));

export const tenderQuestionsHandlers: RequestHandler[] = [
  mockEndpoint(publicQuestionsRead, ({ request }) => {
    const tenderNo = new URL(request.url).searchParams.get('tenderNo') ?? '';
    const published: PublicQuestion[] = questions
      .filter((question) => question.tenderNo === tenderNo && question.published && question.answer !== null)
      .map(({ id, question, answer, askedAt, answeredAt }) => ({ id, question, answer: answer ?? '', askedAt, answeredAt: answeredAt ?? askedAt }));
    return HttpResponse.json({ success: true, questions: published });
  }),

  mockEndpoint(askQuestionEndpoint, async ({ request }) => {
    const parsed = tenderQuestionSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error);
    const session = accountsMockState().session;
    if (!session) return refuse(401, QUESTION_MESSAGES.loginFirst);
    const tender = publishedTenders().find((entry) => entry.TenderNo === parsed.data.tenderNo);
    if (!tender) return refuse(404, QUESTION_MESSAGES.unknownTender, { tenderNo: QUESTION_MESSAGES.unknownTender });
    if (!questionsOpen(tender)) return refuse(409, QUESTION_MESSAGES.closed);
    questions.push({
      id: nextId++,
      tenderNo: tender.TenderNo,
      question: parsed.data.question,
      askedAt: new Date().toISOString(),
      askedBy: { name: `${session.firstname} ${session.lastname}`, email: session.email },
      answer: null,
      answeredAt: null,
      answeredBy: null,
      published: false,
    });
    return HttpResponse.json<WriteAnswer>({ success: true, message: QUESTION_MESSAGES.asked }, { status: 201 });
  }),

  mockEndpoint(staffQuestionsRead, ({ request }) => {
    const member = mockStaffMember();
    if (!member) return refuse(401, STAFF_MESSAGES.notSignedIn);
    if (member.role === 'sales') return refuse(403, STAFF_MESSAGES.wrongRole);
    const tenderNo = new URL(request.url).searchParams.get('tenderNo');
    return HttpResponse.json({ success: true, questions: questions.filter((question) => !tenderNo || question.tenderNo === tenderNo) });
  }),

  mockEndpoint(answerQuestionEndpoint, async ({ params, request }) => {
    const member = mockStaffMember();
    if (!member) return refuse(401, STAFF_MESSAGES.notSignedIn);
    if (member.role === 'sales') return refuse(403, STAFF_MESSAGES.wrongRole);
    const parsed = questionAnswerSchema.safeParse(await readJson(request));
    if (!parsed.success) return invalid(parsed.error);
    const question = questions.find((entry) => entry.id === Number(params.id));
    if (!question) return refuse(404, QUESTION_MESSAGES.notFound);
    Object.assign(question, { answer: parsed.data.answer, published: parsed.data.published, answeredAt: new Date().toISOString(), answeredBy: member.email });
    return HttpResponse.json<WriteAnswer>({ success: true, message: parsed.data.published ? QUESTION_MESSAGES.published : QUESTION_MESSAGES.answered });
  }),
];
