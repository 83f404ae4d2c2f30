import { STAFF_MEMBER_MESSAGES } from '@/entities/staff-member';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { describeForm, noAnswer, notASuccess, refusedFields, refusedWith } from '../../../../test/utils/form-model';
import { STAFF_LOGIN_TEXTS } from '@/shared/config/staff-texts';
import { staffMemberAddFormMachine } from './staff-member-add-form.machine';

describeForm(staffMemberAddFormMachine, {
  empty: { email: '', name: '', role: '' },
  filled: { email: ' Asha@Example.in ', name: 'Asha Deshmukh', role: 'sales' },
  required: { field: 'name', message: STAFF_MEMBER_MESSAGES.nameRequired },
  accepted: { success: true, message: 'asha@example.in is added.', setupLink: 'http://localhost/staff/setup?token=abc' },
  // The e-mail is sent as the server keeps it: trimmed and lower-cased.
  payload: { email: 'asha@example.in', name: 'Asha Deshmukh', role: 'sales' },
  refusals: [
    // An answer that is not a success, whatever its status, adds nobody.
    notASuccess('asha@example.in is already a staff member.'),
    refusedWith(409, 'asha@example.in is already a staff member.'),
    refusedFields(400, FORM_INVALID_MESSAGE, { email: STAFF_MEMBER_MESSAGES.emailInvalid }),
    noAnswer(STAFF_LOGIN_TEXTS.network),
  ],
});
