import { z } from 'zod';
import { gstinProblem, isValidMobile, isValidPan, isValidUdyam, normalizeId, panOfGstin, type GstinProblem } from '@/shared/lib/indian-ids';
import { tradeListSchema, type TradeCode } from '@/shared/config/trades';
import { credentialsSchema } from './credentials';
import { hasControlCharacters } from './forms';

/**
 * Vendor accounts: sign-up, log-in, session and vendor registration. One module for the client
 * forms, the server routes and the msw handlers; messages quoted in docs/spec-fields.md are kept verbatim.
 */

export const ACCOUNT_MESSAGES = {
  // docs/spec-fields.md §5, verbatim (leading space included).
  nameRequired: 'Name is required',
  emailInvalid: ' Email is required',
  nameTooLong: 'Please use at most 60 characters',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  passwordRequired: 'Password is required',
  confirmMismatch: 'Passwords do not match',
  loginEmailRequired: 'Email is required',
  // The same answer for a new e-mail and one that already has an account (docs/decisions.md).
  signUpSuccess: 'Thank you for signing up. You can now log in with this e-mail address.',
  duplicateEmail: 'An account with this e-mail already exists.',
  // The server's 401 answer: the same for an unknown e-mail and a wrong password.
  invalidCredentials: 'Invalid email or password.',
  // docs/spec-fields.md §8, verbatim (trailing space included): shown in red above the log-in form.
  loginFailed: 'Invalid email or password. ',
  loginSuccess: 'You are logged in.',
  loggedOut: 'You are logged out.',
  network: 'We could not reach the server. Please check your connection and try again.',
  unexpected: 'Something went wrong. Please try again.',
  // docs/spec-fields.md §4, verbatim (two spaces): the sign-up success modal.
  signUpModal: 'Sign In  successfully!',
} as const;

export const VENDOR_MESSAGES = {
  vendorNameRequired: 'Vendor name is required',
  emailInvalid: 'Valid email is required',
  mobileInvalid: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
  companyNameRequired: 'Company name is required',
  gstRequired: 'G.S.T number is required',
  gstLength: 'A GSTIN has exactly 15 characters',
  gstShape: 'A GSTIN is a 2-digit state code, the 10-character PAN, an entity number, Z and a check character',
  gstState: 'The first two digits of a GSTIN are a state code from 01 to 38',
  gstCheck: 'This GSTIN is not valid: its last character does not match. Please check the number',
  gstPanMismatch: 'Characters 3 to 12 of the GSTIN must be the PAN given below',
  panInvalid: 'Enter the PAN as 5 letters, 4 digits and a letter (for example ABCDE1234F)',
  udyamInvalid: 'Enter the Udyam number as UDYAM-XX-00-0000000',
  tooLong: 'Please use at most 120 characters',
  loginFirst: 'Please log in before registering as a vendor.',
  duplicate: 'You have already registered for this tender.',
  tenderNotOpen: 'This tender is not open for applications.',
  saved: 'Thank you. Your vendor registration has been received; our purchase team will contact you.',
  profileSaved: 'Your vendor profile is saved.',
  tradesSaved: 'Your trades are saved: we will e-mail you about tenders of these trades.',
  tradesCleared: 'Your trades are saved: you chose none, so we will not e-mail you about new tenders.',
} as const;

/** The 429 answer to repeated failed log-ins. */
export function tooManyAttemptsMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed log-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

const GSTIN_MESSAGES: Record<GstinProblem, string> = {
  length: VENDOR_MESSAGES.gstLength,
  shape: VENDOR_MESSAGES.gstShape,
  state: VENDOR_MESSAGES.gstState,
  check: VENDOR_MESSAGES.gstCheck,
};

/** docs/spec-fields.md §5: text, an at sign, text, a dot and text. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const personName = z
  .string({ required_error: ACCOUNT_MESSAGES.nameRequired, invalid_type_error: ACCOUNT_MESSAGES.nameRequired })
  .trim()
  .min(1, ACCOUNT_MESSAGES.nameRequired)
  .max(60, ACCOUNT_MESSAGES.nameTooLong)
  .refine((value) => !hasControlCharacters(value), 'Name must not contain control characters.');

const accountEmail = z
  .string({ required_error: ACCOUNT_MESSAGES.emailInvalid, invalid_type_error: ACCOUNT_MESSAGES.emailInvalid })
  .trim()
  .toLowerCase()
  .max(254, ACCOUNT_MESSAGES.emailInvalid)
  .regex(EMAIL_PATTERN, ACCOUNT_MESSAGES.emailInvalid);

/** A new password, at sign-up and at a reset: 8 to 200 characters. */
const newPassword = z
  .string({ required_error: ACCOUNT_MESSAGES.passwordTooShort, invalid_type_error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(8, ACCOUNT_MESSAGES.passwordTooShort)
  .max(200, ACCOUNT_MESSAGES.passwordTooLong);

/** `POST /login/userlogin` (the sign-up call): docs/spec-fields.md §3 "Sign-up user". */
export const signUpSchema = z.object({
  firstname: personName,
  lastname: personName,
  email: accountEmail,
  password: newPassword,
});
export type SignUpPayload = z.infer<typeof signUpSchema>;

/** A form's second typing of the new password (the server never sees it): it must match the first. */
const confirmPassword = z.string({ required_error: ACCOUNT_MESSAGES.confirmMismatch });
function confirmationMatches(value: { password: string; confirmPassword: string }, context: z.RefinementCtx): void {
  if (value.confirmPassword !== value.password) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: ['confirmPassword'], message: ACCOUNT_MESSAGES.confirmMismatch });
  }
}

/** The sign-up screen adds an independent confirmation that must match (docs/spec-fields.md, "Where the specification is silent"). */
export const signUpFormSchema = signUpSchema.extend({ confirmPassword }).superRefine(confirmationMatches);

/** `POST /api/login`: docs/spec-fields.md §3 "Login credentials". */
export const loginSchema = credentialsSchema({
  emailRequired: ACCOUNT_MESSAGES.loginEmailRequired,
  emailTooLong: ACCOUNT_MESSAGES.invalidCredentials,
  passwordRequired: ACCOUNT_MESSAGES.passwordRequired,
  passwordTooLong: ACCOUNT_MESSAGES.invalidCredentials,
});
export type LoginPayload = z.infer<typeof loginSchema>;

/** What the client learns about the logged-in vendor (never the password hash). */
export interface SessionUser {
  firstname: string;
  lastname: string;
  email: string;
}

/** `GET /api/session`: `user` is null when nobody is logged in. */
export interface SessionAnswer {
  success: true;
  user: SessionUser | null;
}

const requiredText = (message: string) =>
  z
    .string({ required_error: message, invalid_type_error: message })
    .trim()
    .min(1, message)
    .max(120, VENDOR_MESSAGES.tooLong)
    .refine((value) => !hasControlCharacters(value), 'This field must not contain control characters.');

/** An identifier field: upper-cased, spaces dropped, then checked. */
const identifier = (requiredMessage: string) =>
  z
    .string({ required_error: requiredMessage, invalid_type_error: requiredMessage })
    .transform(normalizeId);

/** docs/spec-fields.md §3 "Vendor form"'s seven fields, with the real formats of docs/spec-fields.md, "Where the specification is silent". */
const vendorFields = z.object({
  vendorName: requiredText(VENDOR_MESSAGES.vendorNameRequired),
  email: z
    .string({ required_error: VENDOR_MESSAGES.emailInvalid, invalid_type_error: VENDOR_MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, VENDOR_MESSAGES.emailInvalid)
    .regex(EMAIL_PATTERN, VENDOR_MESSAGES.emailInvalid),
  mobileNumber: identifier(VENDOR_MESSAGES.mobileInvalid).refine(isValidMobile, VENDOR_MESSAGES.mobileInvalid),
  companyName: requiredText(VENDOR_MESSAGES.companyNameRequired),
  gstNumber: identifier(VENDOR_MESSAGES.gstRequired).superRefine((value, context) => {
    const problem = value === '' ? null : gstinProblem(value);
    if (value === '') context.addIssue({ code: z.ZodIssueCode.custom, message: VENDOR_MESSAGES.gstRequired });
    else if (problem) context.addIssue({ code: z.ZodIssueCode.custom, message: GSTIN_MESSAGES[problem] });
  }),
  panNumber: identifier(VENDOR_MESSAGES.panInvalid).refine(isValidPan, VENDOR_MESSAGES.panInvalid),
  udyamNumber: identifier(VENDOR_MESSAGES.udyamInvalid).refine(isValidUdyam, VENDOR_MESSAGES.udyamInvalid),
  tenderNo: z
    .string({ invalid_type_error: VENDOR_MESSAGES.tenderNotOpen })
    .trim()
    .max(50, VENDOR_MESSAGES.tenderNotOpen)
    .regex(/^[A-Za-z0-9/_.-]*$/, VENDOR_MESSAGES.tenderNotOpen)
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** The GSTIN carries the PAN: compared only when both are well formed, so the vendor sees one clear message per field. */
function gstinMatchesPan(value: { gstNumber: string; panNumber: string }, context: z.RefinementCtx): void {
  if (gstinProblem(value.gstNumber) === null && isValidPan(value.panNumber) && panOfGstin(value.gstNumber) !== value.panNumber) {
    context.addIssue({ code: z.ZodIssueCode.custom, path: ['gstNumber'], message: VENDOR_MESSAGES.gstPanMismatch });
  }
}

/**
 * `POST /api/vendors`: docs/spec-fields.md §3 "Vendor form". `tenderNo` is the tender the vendor applied for (from
 * the Apply link), when there is one.
 */
export const vendorRegistrationSchema = vendorFields.superRefine(gstinMatchesPan);
export type VendorRegistrationPayload = z.infer<typeof vendorRegistrationSchema>;

/**
 * The vendor registration's seven fields, kept with the account (issue 23): the form is filled from them next
 * time, and a profile that passes this schema is a completed one (what a bid needs). `POST /api/vendors/profile`.
 */
export const vendorProfileSchema = vendorFields.omit({ tenderNo: true }).superRefine(gstinMatchesPan);
export type VendorProfile = z.infer<typeof vendorProfileSchema>;

/**
 * `POST /api/vendors/profile`'s body: the seven fields, and the vendor's trades (issue 38, item 5) when the
 * sender has them: absent keeps the saved trades (the bid section's form sends none), a list (empty too)
 * replaces them.
 */
export const vendorProfileSaveSchema = vendorFields
  .omit({ tenderNo: true })
  .extend({ trades: tradeListSchema.optional() })
  .superRefine(gstinMatchesPan);
export type VendorProfilePayload = z.infer<typeof vendorProfileSaveSchema>;

/**
 * `POST /api/vendors/trades`: the trades alone (0..n), from the trades section of `/userinfo`; the vendor hears
 * of the tenders of these trades by e-mail. Needs no profile.
 */
export const vendorTradesSchema = z.object({ trades: tradeListSchema });
export type VendorTradesPayload = z.infer<typeof vendorTradesSchema>;

/** `GET /api/vendors/profile?tenderNo=`: the saved profile (null before the first registration) and the registration for that tender, if any. */
export interface VendorProfileAnswer {
  success: true;
  profile: VendorProfile | null;
  registered: { tenderNo: string; appliedAt: string; companyName: string } | null;
  /** The trades the vendor chose (codes in the catalogue's order), none before they chose any. */
  trades: TradeCode[];
}

export const RESET_MESSAGES = {
  // The same answer whether or not the address has an account: the form never tells who is a customer.
  sent: 'If an account uses this e-mail, a link to set a new password is on its way. It works once, for one hour.',
  invalidLink: 'This link has expired or has already been used. Please ask for a new one.',
  done: 'Your password has been changed. Please log in with the new password.',
  tooMany: 'Too many requests for this e-mail. Please wait an hour and try again.',
  subject: 'Set a new password for your vendor account',
} as const;

/** `POST /api/password/forgot`. */
export const forgotPasswordSchema = z.object({ email: accountEmail });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordSchema>;

/** `POST /api/password/reset`: the link's token and the new password (the sign-up's rules). */
export const resetPasswordSchema = z.object({
  token: z.string({ required_error: RESET_MESSAGES.invalidLink, invalid_type_error: RESET_MESSAGES.invalidLink }).min(1, RESET_MESSAGES.invalidLink).max(200, RESET_MESSAGES.invalidLink),
  password: newPassword,
});
export type ResetPasswordPayload = z.infer<typeof resetPasswordSchema>;

/** The reset page adds a confirmation that must match, as sign-up does. */
export const resetPasswordFormSchema = resetPasswordSchema.extend({ confirmPassword }).superRefine(confirmationMatches);
