export { CONTACT_OFFICES_READ, type ContactOffice } from './model/contact-office';
export { contactOfficeContentSchema, contactOfficeSchema } from './model/contact-office.schema';
export { useGetContactOfficesQuery } from './api/contact-office-api';
