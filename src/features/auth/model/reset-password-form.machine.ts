import { resetPasswordFormSchema, resetPasswordSchema, type ResetPasswordPayload } from '@/shared/contracts/accounts';
import { validateWith, type FormValues } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import { ACCOUNT_FAILURES } from './account-failures';

export type ResetPasswordValues = FormValues<typeof resetPasswordFormSchema>;

/**
 * The page a reset link opens: the token (from the link) and the new password twice, with the sign-up's
 * rules. The confirmation never leaves the browser.
 */
export const resetPasswordFormMachine = createFormMachine<ResetPasswordValues, ResetPasswordPayload>({
  id: 'reset-password-form',
  empty: { token: '', password: '', confirmPassword: '' },
  validate: validateWith(resetPasswordFormSchema),
  toPayload: (values) => resetPasswordSchema.parse(values),
  failureTexts: ACCOUNT_FAILURES,
  keepOnSuccess: ['token'],
});
