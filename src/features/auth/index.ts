export { LoginPage } from './ui/login-page';
export { SignUpPage } from './ui/sign-up-page';
export { ForgotPasswordPage } from './ui/forgot-password-page';
export { VendorRegistrationPage } from './ui/vendor-registration-page';
export { SessionSlot } from './ui/session-slot';
export { ResetPasswordPage } from './ui/reset-password-page';
