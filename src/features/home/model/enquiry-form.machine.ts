import { enquirySchema, validateWith, type FormValues } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';

export type EnquiryValues = FormValues<typeof enquirySchema>;

const EMPTY_ENQUIRY: EnquiryValues = { name: '', email: '', phone: '', address: '', message: '' };

/** The home page's enquiry form on the shared form lifecycle, checked with the shared schema. */
export const enquiryFormMachine = createFormMachine<EnquiryValues>({
  id: 'enquiry-form',
  empty: EMPTY_ENQUIRY,
  validate: validateWith(enquirySchema),
});
