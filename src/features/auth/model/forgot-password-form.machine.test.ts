import { ACCOUNT_MESSAGES, RESET_MESSAGES } from '@/shared/contracts/accounts';
import { describeForm, noAnswer, notASuccess, refusedWith } from '../../../../test/utils/form-model';
import { forgotPasswordFormMachine } from './forgot-password-form.machine';

describeForm(forgotPasswordFormMachine, {
  empty: { email: '' },
  filled: { email: ' Asha@Example.in ' },
  required: { field: 'email', message: ACCOUNT_MESSAGES.emailInvalid },
  accepted: { success: true, message: RESET_MESSAGES.sent },
  payload: { email: 'asha@example.in' },
  refusals: [
    notASuccess(RESET_MESSAGES.tooMany),
    refusedWith(429, RESET_MESSAGES.tooMany),
    { error: { status: 500, data: null }, says: ACCOUNT_MESSAGES.unexpected, status: 500 },
    noAnswer(ACCOUNT_MESSAGES.network),
  ],
});
