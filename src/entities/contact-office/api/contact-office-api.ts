import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { contactOfficesRead } from '../model/contact-office.contract';
import type { ContactOffice } from '../model/contact-office';

const contactOfficeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactOffices: build.query<ContactOffice[], void>(fromContractAs(contactOfficesRead, asList<ContactOffice>)),
  }),
});

export const { useGetContactOfficesQuery } = contactOfficeApi;
