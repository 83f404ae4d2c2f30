import { FORM_INVALID_MESSAGE, FORM_SUCCESS_MESSAGE } from '@/shared/contracts/forms';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { contactFormMachine } from './contact-form.machine';
import { describeForm, noAnswer, notASuccess, refusedFields } from '../../../../test/utils/form-model';

describeForm(contactFormMachine, {
  empty: { name: '', email: '', phone: '', message: '' },
  filled: { name: 'Rahul Patil', email: 'rahul@example.in', phone: '9822012345', message: 'Please call after 6 pm.' },
  required: { field: 'email', message: 'Email is required' },
  accepted: { success: true, message: FORM_SUCCESS_MESSAGE },
  payload: { name: 'Rahul Patil', email: 'rahul@example.in', phone: '9822012345', message: 'Please call after 6 pm.' },
  refusals: [
    notASuccess('We are closed for Diwali until 3 November.'),
    refusedFields(400, FORM_INVALID_MESSAGE, { phone: 'Phone number is required' }),
    noAnswer(SEND_FAILURE_MESSAGE),
    { error: { status: 500, data: { success: false, message: '' } }, says: SEND_FAILURE_MESSAGE, status: 500 },
  ],
});
