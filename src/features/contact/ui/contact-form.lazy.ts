import { deferred } from '@/shared/ui/deferred';

/** The form (its machine, schema and parts) hydrates from its own chunk, after the page; typed values are kept. */
export const ContactForm = deferred('ContactForm', () => import(/* webpackChunkName: "contact-form" */ './contact-form').then((module) => module.ContactForm));
