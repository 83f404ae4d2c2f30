export { SessionSlot } from './ui/session-slot';
export {
  useRequestPasswordResetMutation,
  useGetSessionQuery,
  useLogInMutation,
  useResetPasswordMutation,
  useSignUpMutation,
  useRegisterVendorMutation,
} from './api/auth-api';
export { authText } from './i18n/auth-text';
export { useTenderNo } from './lib/tender-query';
export { clearVendorDraft, readVendorDraft, saveVendorDraft } from './lib/vendor-draft';
export { forgotPasswordFormMachine } from './model/forgot-password-form.machine';
export { loginFormMachine } from './model/login-form.machine';
export type { LoginValues } from './model/login-form.machine';
export { resetPasswordFormMachine } from './model/reset-password-form.machine';
export type { ResetPasswordValues } from './model/reset-password-form.machine';
export { signUpFormMachine } from './model/sign-up-form.machine';
export type { SignUpValues } from './model/sign-up-form.machine';
export { vendorRegistrationFormMachine } from './model/vendor-registration-form.machine';
export { AuthCard } from './ui/auth-card';
export { useAccountScreenText } from './ui/use-account-screen-text';
export { MY_APPLICATIONS_PATH } from './ui/session-indicator';
export { VendorTradesSection } from './ui/vendor-trades-section';
