import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, signUpSchema } from '@/shared/contracts/accounts';
import { FORM_INVALID_MESSAGE, fieldErrorsOf } from '@/shared/contracts/forms';
import { hashPassword } from '../../lib/password';
import { isUniqueViolation, refusals, writeAnswer } from './answers';

/** `POST /login/userlogin`: the spec's sign-up call. Stores the vendor with a scrypt hash, never the password. */
export async function signUpRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/login/userlogin',
    {
      schema: { body: { type: 'object' }, response: { 201: writeAnswer, ...refusals } },
      onRequest: app.writeBudget,
    },
    async (request, reply) => {
      const parsed = signUpSchema.safeParse(request.body);
      if (!parsed.success) {
        return reply.status(400).send({ success: false, message: FORM_INVALID_MESSAGE, errors: fieldErrorsOf(parsed.error) });
      }
      const { firstname, lastname, email, password } = parsed.data;
      const { db } = app.database;
      const duplicate = { success: false, message: ACCOUNT_MESSAGES.duplicateEmail, errors: { email: ACCOUNT_MESSAGES.duplicateEmail } };
      const existing = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
      if (existing) return reply.status(409).send(duplicate);

      const password_hash = await hashPassword(password);
      try {
        await db
          .insertInto('accounts')
          .values({ firstname, lastname, email, password_hash, created_at: new Date().toISOString() })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) return reply.status(409).send(duplicate);
        throw error;
      }
      request.log.info('vendor account created');
      return reply.status(201).send({ success: true, message: ACCOUNT_MESSAGES.signUpSuccess });
    },
  );
}
