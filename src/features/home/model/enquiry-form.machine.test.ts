import { FORM_INVALID_MESSAGE, FORM_SUCCESS_MESSAGE } from '@/shared/contracts/forms';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { enquiryFormMachine } from './enquiry-form.machine';
import { describeForm, noAnswer, notASuccess, refusedFields } from '../../../../test/utils/form-model';

describeForm(enquiryFormMachine, {
  empty: { name: '', email: '', phone: '', address: '', message: '' },
  filled: { name: 'Asha Deshmukh', email: 'asha@example.in', phone: '9876543210', address: 'College Road, Nashik', message: 'A modular kitchen' },
  required: { field: 'name', message: 'Name is required.' },
  accepted: { success: true, message: FORM_SUCCESS_MESSAGE },
  payload: { name: 'Asha Deshmukh', email: 'asha@example.in', phone: '9876543210', address: 'College Road, Nashik', message: 'A modular kitchen' },
  refusals: [
    notASuccess('We are closed for Diwali.'),
    noAnswer(SEND_FAILURE_MESSAGE),
    { error: { status: 502, data: '<html>Bad Gateway</html>' }, says: SEND_FAILURE_MESSAGE, status: 502 },
    refusedFields(400, FORM_INVALID_MESSAGE, { phone: 'Contact Number is required.' }),
  ],
});
