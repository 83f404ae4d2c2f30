import { signUpFormSchema, signUpSchema, type SignUpPayload } from '@/shared/contracts/accounts';
import { validateWith, type FormValues } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import { ACCOUNT_FAILURES } from './account-failures';

export type SignUpValues = FormValues<typeof signUpFormSchema>;

/** Sign Up: checked before sending (a failing form is not sent); the confirmation never leaves the browser. */
export const signUpFormMachine = createFormMachine<SignUpValues, SignUpPayload>({
  id: 'sign-up-form',
  empty: { firstname: '', lastname: '', email: '', password: '', confirmPassword: '' },
  validate: validateWith(signUpFormSchema),
  toPayload: (values) => signUpSchema.parse(values),
  failureTexts: ACCOUNT_FAILURES,
});
