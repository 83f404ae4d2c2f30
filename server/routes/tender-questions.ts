import type { FastifyInstance } from 'fastify';
import { QUESTION_MESSAGES } from '@/entities/tender/model/tender-question';
import { askQuestionEndpoint } from '@/entities/tender/model/tender-question.contract';
import { HttpError } from '../lib/http-error';
import { route } from '../lib/contract-route';
import { askQuestion } from '../tenders/questions';
import { sessionAccount } from './accounts/sessions';

/**
 * A logged-in vendor's pre-bid question (issue 23). The rules in order: who (401), which tender (404),
 * whether it still takes questions (409), how many today (429). The published answers are a read
 * (`reads/read-table.ts`).
 */
export async function tenderQuestionRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  route(app, askQuestionEndpoint, {
    handler: async ({ body: { tenderNo, question } }, { request }) => {
      const account = await sessionAccount(app, request);
      if (!account) throw new HttpError(401, QUESTION_MESSAGES.loginFirst);
      await askQuestion(db, { accountId: account.id, tenderNo, question });
      request.log.info({ tenderNo }, 'pre-bid question stored');
      return { success: true, message: QUESTION_MESSAGES.asked };
    },
  });
}
