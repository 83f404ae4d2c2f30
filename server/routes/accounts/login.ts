import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, loginSchema, tooManyAttemptsMessage } from '@/shared/contracts/accounts';
import { HttpError } from '../../lib/http-error';
import { verifyPassword } from '../../lib/password';
import { writeRoute } from '../../lib/write-route';
import { loginAnswer } from './answers';
import { throttleKeys } from './login-throttle';
import { endSession, startSession } from './sessions';

/** `POST /api/login`, `POST /api/logout` (`GET /api/session` is a read: `routes/reads/read-table.ts`). */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;

  writeRoute(app, {
    url: '/api/login',
    schema: loginSchema,
    answer: loginAnswer,
    handler: async ({ email, password }, { request, reply }) => {
      // The failure is counted before the password is checked (see login-throttle.ts).
      const attempt = await app.loginThrottle.attempt(throttleKeys(email, request.ip), async () => {
        const found = await db
          .selectFrom('accounts')
          .select(['id', 'firstname', 'lastname', 'email', 'password_hash'])
          .where('email', '=', email)
          .executeTakeFirst();
        // Unknown e-mail and wrong password take the same path, time and answer.
        const valid = await verifyPassword(password, found?.password_hash);
        return found && valid ? found : null;
      });
      if (attempt.throttled) {
        throw new HttpError(429, tooManyAttemptsMessage(attempt.waitMs), undefined, {
          'retry-after': String(Math.ceil(attempt.waitMs / 1000)),
        });
      }
      const account = attempt.result;
      if (!account) throw new HttpError(401, ACCOUNT_MESSAGES.invalidCredentials);
      await endSession(app, request, reply);
      await startSession(app, reply, account.id);
      return {
        success: true,
        message: ACCOUNT_MESSAGES.loginSuccess,
        user: { firstname: account.firstname, lastname: account.lastname, email: account.email },
      };
    },
  });

  // Log-out sends no body: no schema, so nothing is read; it is a write like any other for the budget and CSRF.
  writeRoute(app, {
    url: '/api/logout',
    handler: async (_nothing, { request, reply }) => {
      await endSession(app, request, reply);
      return { success: true, message: ACCOUNT_MESSAGES.loggedOut };
    },
  });
}
