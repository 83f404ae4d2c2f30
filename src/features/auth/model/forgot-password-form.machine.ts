import { forgotPasswordSchema, type ForgotPasswordPayload } from '@/shared/contracts/accounts';
import { validateWith, type FormValues } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import { ACCOUNT_FAILURES } from './account-failures';

export type ForgotPasswordValues = FormValues<typeof forgotPasswordSchema>;

/** "Forgot password?": the e-mail to send a reset link to; the answer is the same for any address. */
export const forgotPasswordFormMachine = createFormMachine<ForgotPasswordValues, ForgotPasswordPayload>({
  id: 'forgot-password-form',
  empty: { email: '' },
  validate: validateWith(forgotPasswordSchema),
  toPayload: (values) => forgotPasswordSchema.parse(values),
  failureTexts: ACCOUNT_FAILURES,
});
