import { enquirySchema, validateWith } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';

export type EnquiryValues = {
  name: string;
  email: string;
  phone: string;
  address: string;
  message: string;
};

export const EMPTY_ENQUIRY: EnquiryValues = { name: '', email: '', phone: '', address: '', message: '' };

/** The home page's enquiry form on the shared form lifecycle, checked with the shared schema. */
export const enquiryFormMachine = createFormMachine<EnquiryValues>({
  id: 'enquiry-form',
  empty: EMPTY_ENQUIRY,
  validate: validateWith(enquirySchema),
});
