import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, loginSchema, tooManyAttemptsMessage } from '@/shared/contracts/accounts';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import { verifyPassword } from '../../lib/password';
import { loginAnswer, refusals, sessionAnswer, writeAnswer } from './answers';
import { throttleKey } from './login-throttle';
import { endSession, sessionAccount, startSession } from './sessions';

/** `POST /api/login`, `GET /api/session`, `POST /api/logout`. */
export async function loginRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/login',
    {
      schema: { body: { type: 'object' }, response: { 200: loginAnswer, ...refusals } },
      onRequest: app.writeBudget,
    },
    async (request, reply) => {
      const parsed = loginSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply.status(400).send({ success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(parsed.error) });
      }
      const { email, password } = parsed.data;
      const { db } = app.database;
      // The failure is counted before the password is checked (see login-throttle.ts).
      const attempt = await app.loginThrottle.attempt(throttleKey(email, request.ip), async () => {
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
        return reply
          .status(429)
          .header('retry-after', String(Math.ceil(attempt.waitMs / 1000)))
          .send({ success: false, message: tooManyAttemptsMessage(attempt.waitMs) });
      }
      const account = attempt.result;
      if (!account) return reply.status(401).send({ success: false, message: ACCOUNT_MESSAGES.invalidCredentials });
      await endSession(app, request, reply);
      await startSession(app, reply, account.id);
      return {
        success: true,
        message: ACCOUNT_MESSAGES.loginSuccess,
        user: { firstname: account.firstname, lastname: account.lastname, email: account.email },
      };
    },
  );

  app.get('/api/session', { schema: { response: { 200: sessionAnswer } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const account = await sessionAccount(app, request);
    return { success: true, user: account && { firstname: account.firstname, lastname: account.lastname, email: account.email } };
  });

  app.post('/api/logout', { schema: { response: { 200: writeAnswer, 403: writeAnswer } } }, async (request, reply) => {
    await endSession(app, request, reply);
    return { success: true, message: ACCOUNT_MESSAGES.loggedOut };
  });
}
