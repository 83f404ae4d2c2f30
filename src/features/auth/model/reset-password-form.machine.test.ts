import { ACCOUNT_MESSAGES, RESET_MESSAGES } from '@/shared/contracts/accounts';
import { describeForm, noAnswer, notASuccess, refusedBeside } from '../../../../test/utils/form-model';
import { resetPasswordFormMachine } from './reset-password-form.machine';

describeForm(resetPasswordFormMachine, {
  empty: { token: '', password: '', confirmPassword: '' },
  filled: { token: 'link-token', password: 'New#Password1', confirmPassword: 'New#Password1' },
  required: { field: 'password', message: ACCOUNT_MESSAGES.passwordTooShort },
  accepted: { success: true, message: RESET_MESSAGES.done },
  // The confirmation never leaves the browser.
  payload: { token: 'link-token', password: 'New#Password1' },
  keptOnSuccess: ['token'],
  refusals: [
    notASuccess(RESET_MESSAGES.invalidLink),
    // Said once, by the field's message (the page shows it above the form: the token has no box).
    refusedBeside(400, 'token', RESET_MESSAGES.invalidLink),
    noAnswer(ACCOUNT_MESSAGES.network),
  ],
});
