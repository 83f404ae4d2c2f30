import { FORM_INVALID_MESSAGE, FORM_SUCCESS_MESSAGE } from '@/shared/contracts/forms';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { enquiryFormMachine } from './enquiry-form.machine';
import { describeForm } from '../../../../test/utils/form-model';

describeForm(enquiryFormMachine, {
  empty: { name: '', email: '', phone: '', address: '', message: '' },
  filled: { name: 'Asha Deshmukh', email: 'asha@example.in', phone: '9876543210', address: 'College Road, Nashik', message: 'A modular kitchen' },
  required: { field: 'name', message: 'Name is required.' },
  accepted: { success: true, message: FORM_SUCCESS_MESSAGE },
  payload: { name: 'Asha Deshmukh', email: 'asha@example.in', phone: '9876543210', address: 'College Road, Nashik', message: 'A modular kitchen' },
  refusals: [
    { answer: { success: false, message: 'We are closed for Diwali.' }, says: 'We are closed for Diwali.', status: 200 },
    { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, says: SEND_FAILURE_MESSAGE, status: 'network' },
    { error: { status: 502, data: '<html>Bad Gateway</html>' }, says: SEND_FAILURE_MESSAGE, status: 502 },
    {
      error: { status: 400, data: { success: false, message: FORM_INVALID_MESSAGE, errors: { phone: 'Contact Number is required.' } } },
      says: FORM_INVALID_MESSAGE,
      errors: { phone: 'Contact Number is required.' },
      status: 400,
    },
  ],
});
