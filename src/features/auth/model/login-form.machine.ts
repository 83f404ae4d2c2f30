import type { LoginAnswer } from '@/entities/session';
import { ACCOUNT_MESSAGES, loginSchema, type LoginPayload } from '@/shared/contracts/accounts';
import type { FormValues } from '@/shared/contracts/forms';
import { checkedBy, createFormMachine } from '@/shared/model/form.machine';
import { ACCOUNT_FAILURES } from './account-failures';

export type LoginValues = FormValues<typeof loginSchema>;

/** Log In on the shared form lifecycle: success is an answer that names the vendor; a 401 is docs/spec-fields.md §8's sentence. */
export const loginFormMachine = createFormMachine<LoginValues, LoginPayload>({
  id: 'login-form',
  empty: { email: '', password: '' },
  ...checkedBy(loginSchema),
  isSuccess: (answer) => (answer as LoginAnswer | null)?.success === true && Boolean((answer as LoginAnswer).user),
  failureTexts: { ...ACCOUNT_FAILURES, byStatus: { 401: ACCOUNT_MESSAGES.loginFailed } },
});
