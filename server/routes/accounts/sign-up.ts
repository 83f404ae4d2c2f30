import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, signUpSchema } from '@/shared/contracts/accounts';
import { HttpError } from '../../lib/http-error';
import { hashPassword } from '../../lib/password';
import { writeRoute } from '../../lib/write-route';
import { isUniqueViolation } from './answers';

const duplicate = () => new HttpError(409, ACCOUNT_MESSAGES.duplicateEmail, { email: ACCOUNT_MESSAGES.duplicateEmail });

/** `POST /login/userlogin`: the spec's sign-up call. Stores the vendor with a scrypt hash, never the password. */
export async function signUpRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  writeRoute(app, {
    url: '/login/userlogin',
    schema: signUpSchema,
    status: 201,
    handler: async ({ firstname, lastname, email, password }, { request }) => {
      const existing = await db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
      if (existing) throw duplicate();
      const password_hash = await hashPassword(password);
      try {
        await db.insertInto('accounts').values({ firstname, lastname, email, password_hash, created_at: new Date().toISOString() }).execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicate();
        throw error;
      }
      request.log.info('vendor account created');
      return { success: true, message: ACCOUNT_MESSAGES.signUpSuccess };
    },
  });
}
