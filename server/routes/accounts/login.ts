import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, loginSchema, tooManyAttemptsMessage } from '@/shared/contracts/accounts';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { writeAnswer, writeRoute } from '../../lib/write-route';
import { loginAnswer, sessionAnswer } from './answers';
import { clearFailures, recordFailure, throttledFor, throttleKey } from './login-throttle';
import { endSession, sessionAccount, startSession } from './sessions';

/** `POST /api/login`, `GET /api/session`, `POST /api/logout`. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  // Each step is one statement, so the throttle's calls can be moved (a reservation before hashing, say).
  writeRoute(app, {
    url: '/api/login',
    schema: loginSchema,
    answer: loginAnswer,
    handler: async ({ email, password }, { request, reply }) => {
      const key = throttleKey(email, request.ip);
      const waitMs = await throttledFor(db, key);
      if (waitMs > 0) {
        throw new HttpError(429, tooManyAttemptsMessage(waitMs), undefined, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
      }
      const account = await db
        .selectFrom('accounts')
        .select(['id', 'firstname', 'lastname', 'email', 'password_hash'])
        .where('email', '=', email)
        .executeTakeFirst();
      // Unknown e-mail and wrong password take the same path, time and answer.
      const valid = await verifyPassword(password, account?.password_hash);
      if (!account || !valid) {
        await recordFailure(db, key);
        throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
      }
      await clearFailures(db, key);
      await endSession(app, request, reply);
      await startSession(app, reply, account.id);
      return {
        success: true,
        message: ACCOUNT_MESSAGES.loginSuccess,
        user: { firstname: account.firstname, lastname: account.lastname, email: account.email },
      };
    },
  });

  app.get('/api/session', { schema: { response: { 200: sessionAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const account = await sessionAccount(app, request);
    return { success: true, user: account && { firstname: account.firstname, lastname: account.lastname, email: account.email } };
  });

  // Log-out only ends a session (no body, no budget): it is never refused for sending too much.
  app.post('/api/logout', { schema: { response: { 200: writeAnswer, 403: writeAnswer } } }, async (request, reply) => {
    await endSession(app, request, reply);
    return { success: true, message: ACCOUNT_MESSAGES.loggedOut };
  });
}
