export { contactOfficesRead } from './model/contact-office.contract';
export { type ContactOffice } from './model/contact-office';
export { useGetContactOfficesQuery } from './api/contact-office-api';
