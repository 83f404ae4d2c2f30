import { z } from 'zod';
import { credentialsSchema } from './credentials';

/**
 * The staff desk's sign-in and set-up: one module for the client forms, the server routes
 * (`server/routes/staff`) and the msw handlers.
 */

export const STAFF_ROLES = ['admin', 'sales', 'tenders'] as const;
export type StaffRoleName = (typeof STAFF_ROLES)[number];

/** What each role may do, in the words the desk shows. */
export const STAFF_ROLE_LABELS: Record<StaffRoleName, string> = {
  admin: 'Admin: works the leads and the tenders, and manages staff',
  sales: 'Sales: works the leads',
  tenders: 'Tenders: manages the tenders',
};

export const STAFF_PASSWORD_MIN = 12;

export const STAFF_MESSAGES = {
  emailRequired: 'Enter your e-mail address.',
  passwordRequired: 'Enter your password.',
  codeInvalid: 'Enter the 6-digit code from your authenticator app.',
  passwordTooShort: `Use at least ${STAFF_PASSWORD_MIN} characters.`,
  passwordTooLong: 'Use at most 200 characters.',
  passwordCommon: 'This password is on a list of common passwords. Please choose another.',
  confirmMismatch: 'The two passwords do not match.',
  tokenMissing: 'This set-up link is incomplete. Ask an admin for a new one.',
  // The same answer for an unknown address, a wrong password and a wrong code.
  signInFailed: 'The e-mail, password or code is wrong. Please start again.',
  stepExpired: 'Your sign-in took too long. Please start again.',
  locked: 'This account is locked for 15 minutes after five failed sign-ins. Please try again later.',
  passwordStep: 'Now enter the 6-digit code from your authenticator app.',
  signedIn: 'You are signed in.',
  signedOut: 'You are signed out.',
  setupInvalid: 'This set-up link has expired or has already been used. Ask an admin for a new one.',
  setupCodeWrong: 'That code does not match. Check the time on your phone and enter the code now shown.',
  setupDone: 'Your password and authenticator are set. You can now sign in.',
  notSignedIn: 'Please sign in to the staff desk.',
  wrongRole: 'Your role does not allow this.',
} as const;

/** A 6-digit code as typed: spaces (some apps show `123 456`) are dropped. */
const code = z
  .string({ required_error: STAFF_MESSAGES.codeInvalid, invalid_type_error: STAFF_MESSAGES.codeInvalid })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, STAFF_MESSAGES.codeInvalid));

export const staffLoginSchema = credentialsSchema({
  emailRequired: STAFF_MESSAGES.emailRequired,
  emailTooLong: STAFF_MESSAGES.signInFailed,
  passwordRequired: STAFF_MESSAGES.passwordRequired,
  passwordTooLong: STAFF_MESSAGES.passwordTooLong,
});
export type StaffLoginPayload = z.infer<typeof staffLoginSchema>;

export const staffCodeSchema = z.object({ code });
export type StaffCodePayload = z.input<typeof staffCodeSchema>;

/** A new password: the common-password list is checked on the server only (it is too big to ship to browsers). */
const newPassword = z
  .string({ required_error: STAFF_MESSAGES.passwordTooShort, invalid_type_error: STAFF_MESSAGES.passwordTooShort })
  .min(STAFF_PASSWORD_MIN, STAFF_MESSAGES.passwordTooShort)
  .max(200, STAFF_MESSAGES.passwordTooLong);

export const staffSetupSchema = z.object({
  token: z.string({ required_error: STAFF_MESSAGES.tokenMissing }).min(1, STAFF_MESSAGES.tokenMissing).max(200, STAFF_MESSAGES.setupInvalid),
  password: newPassword,
  code,
});
export type StaffSetupPayload = z.input<typeof staffSetupSchema>;

/** The set-up form as typed, with the confirmation the server never sees. */
export const staffSetupFormSchema = staffSetupSchema
  .extend({ confirm: z.string() })
  .refine((value) => value.password === value.confirm, { path: ['confirm'], message: STAFF_MESSAGES.confirmMismatch });

export interface StaffMember {
  email: string;
  name: string;
  role: StaffRoleName;
}
