import { baseApi, listRead } from '@/shared/api/base-api';
import { CONTACT_OFFICES_READ, type ContactOffice } from '../model/contact-office';

const contactOfficeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactOffices: build.query<ContactOffice[], void>(listRead<ContactOffice>(CONTACT_OFFICES_READ)),
  }),
});

export const { useGetContactOfficesQuery } = contactOfficeApi;
