import { contactMessageSchema, validateWith } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  message: string;
};

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The Contact Us form ("Send Us A Message") on the shared form lifecycle. */
export const contactFormMachine = createFormMachine<ContactValues>({
  id: 'contact-form',
  empty: EMPTY_CONTACT,
  validate: validateWith(contactMessageSchema),
});
