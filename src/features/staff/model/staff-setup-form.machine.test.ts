import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { describeForm, noAnswer, notASuccess, refusedBeside, refusedFields } from '../../../../test/utils/form-model';
import { STAFF_LOGIN_TEXTS } from '@/shared/config/staff-texts';
import { staffSetupFormMachine } from './staff-setup-form.machine';

describeForm(staffSetupFormMachine, {
  empty: { token: '', password: '', confirm: '', code: '' },
  filled: { token: 'one-time-token', password: 'marble inlay 1994', confirm: 'marble inlay 1994', code: '123 456' },
  required: { field: 'code', message: STAFF_MESSAGES.codeInvalid },
  accepted: { success: true, message: STAFF_MESSAGES.setupDone },
  // The confirmation stays in the browser; the code is sent without its space.
  payload: { token: 'one-time-token', password: 'marble inlay 1994', code: '123456' },
  // The token from the link outlives a success (the page then offers the sign-in).
  keptOnSuccess: ['token'],
  refusals: [
    // An answer that is not a success, whatever its status, is no set-up.
    notASuccess(STAFF_MESSAGES.setupInvalid),
    refusedBeside(400, 'password', STAFF_MESSAGES.passwordCommon),
    refusedFields(400, FORM_INVALID_MESSAGE, { token: STAFF_MESSAGES.setupInvalid }),
    noAnswer(STAFF_LOGIN_TEXTS.network),
    { error: { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad Gateway</html>' }, says: STAFF_LOGIN_TEXTS.unexpected, status: 502 },
  ],
});
