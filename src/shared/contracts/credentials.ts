import { z } from 'zod';

/** What a sign-in says when a field is missing or longer than any real one can be, in its own screen's words. */
export interface CredentialMessages {
  emailRequired: string;
  emailTooLong: string;
  passwordRequired: string;
  passwordTooLong: string;
}

/**
 * A sign-in's e-mail and password, as the vendor's log-in and the staff desk's password step both take them:
 * the e-mail trimmed and lower-cased, both required and bounded (254 and 200 characters). Only whether they
 * match an account is the server's, and its answer is the same for an unknown e-mail and a wrong password.
 */
export const credentialsSchema = (messages: CredentialMessages) =>
  z.object({
    email: z
      .string({ required_error: messages.emailRequired, invalid_type_error: messages.emailRequired })
      .trim()
      .toLowerCase()
      .min(1, messages.emailRequired)
      .max(254, messages.emailTooLong),
    password: z
      .string({ required_error: messages.passwordRequired, invalid_type_error: messages.passwordRequired })
      .min(1, messages.passwordRequired)
      .max(200, messages.passwordTooLong),
  });
