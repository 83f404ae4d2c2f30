import type { FastifyInstance } from 'fastify';
import { QUESTION_MESSAGES } from '@/entities/tender/model/tender-question';
import { answerQuestionEndpoint, staffQuestionsRead } from '@/entities/tender/model/tender-question.contract';
import { HttpError } from '../../lib/http-error';
import { route } from '../../lib/contract-route';
import type { Actor } from '../../staff/actor';
import { appendAudit } from '../../staff/audit-log';
import { signedInStaff, staffRoute } from '../../staff/guard';
import { answerQuestion, staffQuestions } from '../../tenders/questions';

/**
 * Pre-bid questions in the tenders desk (issue 23, item 5), for the tenders team and admins: every question
 * with its asker, and the answer, audited in the answer's own transaction.
 */

export async function staffTenderQuestionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const guard = staffRoute('tenders');

  route(app, staffQuestionsRead, {
    guard,
    handler: async ({ query: { tenderNo, unanswered } }) => ({ success: true, questions: await staffQuestions(db, { tenderNo, unansweredOnly: unanswered }) }),
  });

  route(app, answerQuestionEndpoint, {
    guard,
    handler: async ({ params, body: { answer, published } }, { request }) => {
      const id = Number(params.id);
      if (!Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, QUESTION_MESSAGES.notFound);
      const { staffId, email, role } = signedInStaff(request);
      const actor: Actor = { kind: 'staff', staffId, email, role };
      const done = await answerQuestion(db, { id, answer, published, by: email }, (trx, change) => appendAudit(trx, { actor, ip: request.ip, ...change }));
      if (done.changed) await app.contentChanges.check();
      return { success: true, message: published ? QUESTION_MESSAGES.published : QUESTION_MESSAGES.answered };
    },
  });
}
