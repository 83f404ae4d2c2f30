import { z } from 'zod';
import { endpoint, writeAnswers, writeAnswerSchema } from '@/shared/contracts/endpoint';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signUpSchema } from '@/shared/contracts/accounts';

/**
 * A vendor's account and session: sign-up, log-in, log-out and the password reset by e-mail. The server's
 * routes (`server/routes/accounts`), the client's calls (`features/auth`) and the msw handlers are typed
 * from these. Who is logged in (`GET /api/session`) is a read, declared with the other reads.
 */

/** What the client learns about the logged-in vendor (never the password hash, never the account id). */
export const sessionUserSchema = z.object({ firstname: z.string(), lastname: z.string(), email: z.string() });

/** `POST /login/userlogin`: the spec's sign-up call; a new e-mail and a taken one get the same 201. */
export const signUpEndpoint = endpoint({
  method: 'POST',
  path: '/login/userlogin',
  body: signUpSchema,
  answers: writeAnswers(undefined, { status: 201 }),
});

/** `POST /api/login`: the vendor it logged in, so the next screen knows who is in without a read. */
export const loginEndpoint = endpoint({
  method: 'POST',
  path: '/api/login',
  body: loginSchema,
  answers: writeAnswers(writeAnswerSchema.extend({ user: sessionUserSchema.optional() })),
});

/** `POST /api/logout`: sends no body; a write like any other for the budget and CSRF. */
export const logoutEndpoint = endpoint({
  method: 'POST',
  path: '/api/logout',
  answers: writeAnswers(),
});

/** `POST /api/password/forgot`: the same answer whether or not the address has an account. */
export const forgotPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/password/forgot',
  body: forgotPasswordSchema,
  answers: writeAnswers(),
});

/** `POST /api/password/reset`: the link's token and the new password; every session of the account ends. */
export const resetPasswordEndpoint = endpoint({
  method: 'POST',
  path: '/api/password/reset',
  body: resetPasswordSchema,
  answers: writeAnswers(),
});
