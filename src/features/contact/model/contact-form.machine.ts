import { contactMessageSchema, validateWith, type FormValues } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';

export type ContactValues = FormValues<typeof contactMessageSchema>;

const EMPTY_CONTACT: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The Contact Us form ("Send Us A Message") on the shared form lifecycle. */
export const contactFormMachine = createFormMachine<ContactValues>({
  id: 'contact-form',
  empty: EMPTY_CONTACT,
  validate: validateWith(contactMessageSchema),
});
