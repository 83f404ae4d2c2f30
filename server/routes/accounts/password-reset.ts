import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, RESET_MESSAGES, resetPasswordSchema } from '@/shared/contracts/accounts';
import { sitePath } from '@/shared/config/site-paths';
import { COMPANY } from '@/shared/config/company';
import { HttpError } from '../../lib/http-error';
import { isLimitReached, retryAfterSeconds } from '../../lib/limits';
import { enqueueMail } from '../../lib/mail/outbox';
import { hashPassword } from '../../lib/password';
import { writeRoute } from '../../lib/write-route';
import { throttleKey } from './login-throttle';
import { tokenHash } from './sessions';

/**
 * "Forgot password?" (issue 23, item 8). `POST /api/password/forgot` answers the same sentence whether or
 * not the address has an account; when it has, a one-time link goes out through the durable outbox, in
 * the transaction that stores the link's SHA-256 (never the token). `POST /api/password/reset` takes the
 * token and a new password (the sign-up's rules): the link works once, for an hour, and using it ends
 * every session of the account. Requests are limited per e-mail and per client address, counted whether
 * or not the address is known, so the limit says nothing about who has an account.
 */

export const RESET_TTL_MS = 60 * 60 * 1000;
/** Links asked for one address in an hour. */
export const RESETS_PER_EMAIL = 3;
/** Requests (any addresses) from one client in an hour. */
export const RESETS_PER_CLIENT = 10;
const WINDOW_SECONDS = 60 * 60;

export function resetMailBody(link: string, name: string): string {
  return [
    `Dear ${name},`,
    '',
    'Someone (we hope you) asked to set a new password for your vendor account on our tender board.',
    `Open this link within one hour to choose a new password; it works only once:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    COMPANY.name,
  ].join('\n');
}

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const perEmail = app.createLimiter({ keyPrefix: 'reset-email', points: RESETS_PER_EMAIL, durationSeconds: WINDOW_SECONDS });
  const perClient = app.createLimiter({ keyPrefix: 'reset-ip', points: RESETS_PER_CLIENT, durationSeconds: WINDOW_SECONDS });
  // The link's host is never the request's Host header (a visitor's to choose): PUBLIC_URL, or the path alone.
  const origin = app.config.publicUrl ? new URL(app.config.publicUrl).origin : '';

  writeRoute(app, {
    url: '/api/password/forgot',
    schema: forgotPasswordSchema,
    handler: async ({ email }, { request }) => {
      for (const [limiter, key] of [
        [perClient, request.ip],
        [perEmail, throttleKey(email, '')],
      ] as const) {
        try {
          await limiter.consume(key);
        } catch (outcome) {
          if (!isLimitReached(outcome)) throw outcome;
          throw new HttpError(429, RESET_MESSAGES.tooMany, undefined, { 'retry-after': String(retryAfterSeconds(outcome.msBeforeNext)) });
        }
      }
      const account = await db.selectFrom('accounts').select(['id', 'firstname', 'email']).where('email', '=', email).executeTakeFirst();
      if (account) {
        const token = randomBytes(32).toString('base64url');
        const now = new Date();
        await db.transaction().execute(async (trx) => {
          const { id } = await trx
            .insertInto('password_resets')
            .values({ token_hash: tokenHash(token), account_id: account.id, created_at: now.toISOString(), expires_at: new Date(now.getTime() + RESET_TTL_MS).toISOString(), used_at: null })
            .returning('id')
            .executeTakeFirstOrThrow();
          const link = `${origin}${sitePath.resetPassword(token)}`;
          await enqueueMail(trx, id, { kind: 'password-reset', to: account.email, replyTo: null, subject: RESET_MESSAGES.subject, body: resetMailBody(link, account.firstname) }, now);
        });
        app.mailOutbox.nudge();
        if (!app.config.publicUrl) request.log.warn('PUBLIC_URL is not set: the password reset e-mail carries the link without the site address');
      }
      return { success: true, message: RESET_MESSAGES.sent };
    },
  });

  writeRoute(app, {
    url: '/api/password/reset',
    schema: resetPasswordSchema,
    handler: async ({ token, password }, { request }) => {
      const now = new Date();
      const invalid = () => new HttpError(400, RESET_MESSAGES.invalidLink, { token: RESET_MESSAGES.invalidLink });
      const reset = await db.selectFrom('password_resets').select(['id', 'account_id', 'expires_at', 'used_at']).where('token_hash', '=', tokenHash(token)).executeTakeFirst();
      if (!reset || reset.used_at || reset.expires_at <= now.toISOString()) throw invalid();
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        // Used once: of two resets racing on one link, only the first marks it.
        const marked = await trx.updateTable('password_resets').set({ used_at: now.toISOString() }).where('id', '=', reset.id).where('used_at', 'is', null).executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw invalid();
        await trx.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', reset.account_id).execute();
        // Every session ends, and every other link of the account stops working.
        await trx.deleteFrom('sessions').where('account_id', '=', reset.account_id).execute();
        await trx.updateTable('password_resets').set({ used_at: now.toISOString() }).where('account_id', '=', reset.account_id).where('used_at', 'is', null).execute();
      });
      request.log.info('vendor password reset');
      return { success: true, message: RESET_MESSAGES.done };
    },
  });
}
