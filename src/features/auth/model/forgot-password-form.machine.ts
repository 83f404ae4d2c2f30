import { forgotPasswordSchema, type ForgotPasswordPayload } from '@/shared/contracts/accounts';
import type { FormValues } from '@/shared/contracts/forms';
import { checkedBy, createFormMachine } from '@/shared/model/form.machine';
import { ACCOUNT_FAILURES } from './account-failures';

export type ForgotPasswordValues = FormValues<typeof forgotPasswordSchema>;

/** "Forgot password?": the e-mail to send a reset link to; the answer is the same for any address. */
export const forgotPasswordFormMachine = createFormMachine<ForgotPasswordValues, ForgotPasswordPayload>({
  id: 'forgot-password-form',
  empty: { email: '' },
  ...checkedBy(forgotPasswordSchema),
  failureTexts: ACCOUNT_FAILURES,
});
