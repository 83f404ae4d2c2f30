import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QUESTION_MESSAGES, questionAnswerSchema } from '@/entities/tender/model/tender-question';
import { HttpError } from '../../lib/http-error';
import { writeAnswer, writeRoute } from '../../lib/write-route';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { answerQuestion, staffQuestions } from '../../tenders/questions';
import { refusal } from './answers';

/**
 * Pre-bid questions in the tenders desk (issue 23, item 5), for the tenders team and admins: every question
 * with its asker (`GET /api/staff/tender-questions?tenderNo=&unanswered=1`), and the answer
 * (`POST /api/staff/tender-questions/:id/answer`), audited in the answer's own transaction.
 */

const questionAnswer = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'tenderNo', 'question', 'askedAt', 'askedBy', 'answer', 'answeredAt', 'answeredBy', 'published'],
  properties: {
    id: { type: 'integer' },
    tenderNo: { type: 'string' },
    question: { type: 'string' },
    askedAt: { type: 'string' },
    askedBy: { type: 'object', required: ['name', 'email'], properties: { name: { type: 'string' }, email: { type: 'string' } } },
    answer: { type: ['string', 'null'] },
    answeredAt: { type: ['string', 'null'] },
    answeredBy: { type: ['string', 'null'] },
    published: { type: 'boolean' },
  },
} as const;

const listAnswer = {
  type: 'object',
  required: ['success', 'questions'],
  properties: { success: { type: 'boolean' }, questions: { type: 'array', items: questionAnswer } },
} as const;

const firstOf = (value: unknown) => (Array.isArray(value) ? value[0] : value);

export async function staffTenderQuestionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const guard = staffRoute('tenders');

  app.get<{ Querystring: { tenderNo?: unknown; unanswered?: unknown } }>(
    '/api/staff/tender-questions',
    { ...guard, schema: { response: { 200: listAnswer, 401: refusal, 403: refusal } } },
    async (request) => {
      const tenderNo = firstOf(request.query.tenderNo);
      const unanswered = firstOf(request.query.unanswered);
      return {
        success: true,
        questions: await staffQuestions(db, {
          tenderNo: typeof tenderNo === 'string' && tenderNo.trim() ? tenderNo.trim().slice(0, 50) : undefined,
          unansweredOnly: unanswered === '1' || unanswered === 'true',
        }),
      };
    },
  );

  writeRoute(app, {
    url: '/api/staff/tender-questions/:id/answer',
    guard,
    schema: questionAnswerSchema,
    answer: writeAnswer,
    handler: async ({ answer, published }, { request }) => {
      const id = Number((request.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, QUESTION_MESSAGES.notFound);
      const { staffId, email, role } = signedInStaff(request as FastifyRequest);
      const actor: Actor = { kind: 'staff', staffId, email, role };
      const done = await answerQuestion(db, { id, answer, published, by: email }, (trx, change) => appendAudit(trx, { actor, ip: request.ip, ...change }));
      if (done.changed) await app.contentChanges.check();
      return { success: true, message: published ? QUESTION_MESSAGES.published : QUESTION_MESSAGES.answered };
    },
  });
}
