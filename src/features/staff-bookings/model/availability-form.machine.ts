import { AVAILABILITY_MESSAGES, EMPTY_AVAILABILITY_FORM, readAvailabilityForm, type AvailabilityEdit, type AvailabilityFormValues } from '@/entities/booking';
import { createFormMachine, type FailureTexts } from '@/shared/model/form.machine';

export const AVAILABILITY_FORM_TEXTS: FailureTexts = {
  network: 'We could not reach the desk. Check the connection and save again: your changes are still in the form.',
  unexpected: 'The availability was not saved. Please save again: your changes are still in the form.',
  byStatus: { 409: AVAILABILITY_MESSAGES.stale },
};

/**
 * The availability desk's form on the shared form lifecycle: the booking window, the notice, the video
 * link, each place's slot length and hours by weekday, and the closed days, checked as the server checks
 * them (`readAvailabilityForm`) and sent with the version they were read at. A refusal, a colleague's
 * save above all (409), keeps every typed value; a success clears the form, which the screen then fills
 * with the availability as saved.
 */
export const availabilityFormMachine = createFormMachine<AvailabilityFormValues, AvailabilityEdit>({
  id: 'staff-availability-form',
  empty: EMPTY_AVAILABILITY_FORM,
  validate: (values) => readAvailabilityForm(values).errors,
  toPayload: (values) => {
    const { edit } = readAvailabilityForm(values);
    if (!edit) throw new Error('The availability form sends only values that passed its checks.');
    return edit;
  },
  failureTexts: AVAILABILITY_FORM_TEXTS,
});
