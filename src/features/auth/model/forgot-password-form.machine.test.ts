import { ACCOUNT_MESSAGES, RESET_MESSAGES } from '@/shared/contracts/accounts';
import { describeForm } from '../../../../test/utils/form-model';
import { forgotPasswordFormMachine } from './forgot-password-form.machine';

describeForm(forgotPasswordFormMachine, {
  empty: { email: '' },
  filled: { email: ' Asha@Example.in ' },
  required: { field: 'email', message: ACCOUNT_MESSAGES.emailInvalid },
  accepted: { success: true, message: RESET_MESSAGES.sent },
  payload: { email: 'asha@example.in' },
  refusals: [
    { answer: { success: false, message: RESET_MESSAGES.tooMany }, says: RESET_MESSAGES.tooMany, status: 200 },
    { error: { status: 429, data: { success: false, message: RESET_MESSAGES.tooMany } }, says: RESET_MESSAGES.tooMany, status: 429 },
    { error: { status: 500, data: null }, says: ACCOUNT_MESSAGES.unexpected, status: 500 },
    { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, says: ACCOUNT_MESSAGES.network, status: 'network' },
  ],
});
