export { CONTACT_OFFICES_READ, type ContactOffice } from './model/contact-office';
export { useGetContactOfficesQuery } from './api/contact-office-api';
