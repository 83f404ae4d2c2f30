import {
  ACCOUNT_MESSAGES,
  loginSchema,
  signUpFormSchema,
  signUpSchema,
  vendorRegistrationSchema,
  type LoginAnswer,
  type LoginPayload,
  type SignUpPayload,
  type VendorRegistrationPayload,
} from '@/shared/contracts/accounts';
import { validateWith, type FormValues } from '@/shared/contracts/forms';
import { createFormMachine, type FailureTexts } from '@/shared/model/form.machine';

/** The account screens explain failures in their own words; the log-in's 401 is SPEC section 8's sentence. */
const ACCOUNT_FAILURES: FailureTexts = { network: ACCOUNT_MESSAGES.network, unexpected: ACCOUNT_MESSAGES.unexpected };

export type LoginValues = FormValues<typeof loginSchema>;
export type SignUpValues = FormValues<typeof signUpFormSchema>;
export type VendorValues = FormValues<typeof vendorRegistrationSchema>;

/** Log In on the shared form lifecycle: success is an answer that names the vendor. */
export const loginFormMachine = createFormMachine<LoginValues, LoginPayload>({
  id: 'login-form',
  empty: { email: '', password: '' },
  validate: validateWith(loginSchema),
  toPayload: (values) => loginSchema.parse(values),
  isSuccess: (answer) => (answer as LoginAnswer | null)?.success === true && Boolean((answer as LoginAnswer).user),
  failureTexts: { ...ACCOUNT_FAILURES, byStatus: { 401: ACCOUNT_MESSAGES.loginFailed } },
});

/** Sign Up: checked before sending (a failing form is not sent); the confirmation never leaves the browser. */
export const signUpFormMachine = createFormMachine<SignUpValues, SignUpPayload>({
  id: 'sign-up-form',
  empty: { firstname: '', lastname: '', email: '', password: '', confirmPassword: '' },
  validate: validateWith(signUpFormSchema),
  toPayload: (values) => signUpSchema.parse(values),
  failureTexts: ACCOUNT_FAILURES,
});

const upperCase = (value: string) => value.toUpperCase();

/**
 * The vendor registration (`/userinfo`), checked with the schema the server uses (GSTIN check
 * character and the PAN inside it included). `tenderNo` is a hidden value from the Apply link,
 * kept for the next registration after a success; identifiers are upper-cased as typed, as they
 * are printed on the certificates.
 */
export const vendorRegistrationFormMachine = createFormMachine<VendorValues, VendorRegistrationPayload>({
  id: 'vendor-registration-form',
  empty: { vendorName: '', email: '', mobileNumber: '', companyName: '', gstNumber: '', panNumber: '', udyamNumber: '', tenderNo: '' },
  validate: validateWith(vendorRegistrationSchema),
  toPayload: (values) => vendorRegistrationSchema.parse(values),
  failureTexts: ACCOUNT_FAILURES,
  normalize: { gstNumber: upperCase, panNumber: upperCase, udyamNumber: upperCase },
  keepOnSuccess: ['tenderNo'],
});
