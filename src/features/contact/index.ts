export { contactText } from './i18n/contact-text';
export { ContactOffices } from './ui/contact-offices';
export { ContactForm } from './ui/contact-form.lazy';
