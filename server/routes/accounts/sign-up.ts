import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES, signUpSchema } from '@/shared/contracts/accounts';
import { hashPassword } from '../../lib/password';
import { writeRoute } from '../../lib/write-route';
import { enqueueMail } from '../../lib/mail/outbox';
import { accountCreatedMail, accountExistsMail } from '../../lib/mail/messages';
import { isUniqueViolation } from './answers';

/**
 * `POST /login/userlogin`: the spec's sign-up call. Stores the vendor with a scrypt hash, never the password.
 *
 * A new e-mail and one that already has an account get the same answer (201, the same message), after
 * the same work: one password hash, one transaction, one e-mail queued to the address (a welcome, or a
 * notice to the owner that someone tried to sign up with it). So neither the answer nor its time tells a
 * stranger which addresses have accounts; the owner is told by e-mail instead (docs/decisions.md).
 */
export async function signUpRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const { publicUrl } = app.config;
  const mail = app.mailOutbox;

  /** The owner of an existing account is told, when mail is on; nothing is changed. */
  const tellOwner = async (trx: Parameters<typeof enqueueMail>[0], email: string) => {
    const owner = await trx.selectFrom('accounts').select(['id', 'firstname']).where('email', '=', email).executeTakeFirst();
    if (owner && mail.enabled) await enqueueMail(trx, owner.id, accountExistsMail(email, owner.firstname, publicUrl));
  };

  writeRoute(app, {
    url: '/login/userlogin',
    schema: signUpSchema,
    status: 201,
    handler: async ({ firstname, lastname, email, password }, { request }) => {
      // Hashed whether or not the account exists: the answer takes the same time either way.
      const password_hash = await hashPassword(password);
      let created: boolean;
      try {
        created = await db.transaction().execute(async (trx) => {
          const existing = await trx.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirst();
          if (existing) {
            await tellOwner(trx, email);
            return false;
          }
          const { id } = await trx
            .insertInto('accounts')
            .values({ firstname, lastname, email, password_hash, created_at: new Date().toISOString() })
            .returning('id')
            .executeTakeFirstOrThrow();
          if (mail.enabled) await enqueueMail(trx, id, accountCreatedMail(email, firstname, publicUrl));
          return true;
        });
      } catch (error) {
        // Another sign-up with the same address won the race: the same as an existing account.
        if (!isUniqueViolation(error)) throw error;
        await db.transaction().execute((trx) => tellOwner(trx, email));
        created = false;
      }
      mail.nudge();
      request.log.info(created ? 'vendor account created' : 'sign-up for an existing vendor account; its owner is told by e-mail');
      return { success: true, message: ACCOUNT_MESSAGES.signUpSuccess };
    },
  });
}
