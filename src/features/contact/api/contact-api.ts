import { asList, baseApi } from '@/shared/api/base-api';
import type { ContactOffice, HeaderImage, WriteAnswer } from '@/shared/contracts/entities';
import type { ContactMessagePayload } from '@/shared/contracts/forms';


const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactHeaderImages: build.query<HeaderImage[], void>({
      query: () => '/api/contactus_head',
      transformResponse: (answer: unknown) => asList<HeaderImage>(answer),
      extraOptions: { failureLog: 'Error fetching contact header image' },
    }),
    getContactOffices: build.query<ContactOffice[], void>({
      query: () => '/api/all_contactus_data',
      transformResponse: (answer: unknown) => asList<ContactOffice>(answer),
      extraOptions: { failureLog: 'Error fetching contact data' },
    }),
    submitContactMessage: build.mutation<WriteAnswer, ContactMessagePayload>({
      query: (body) => ({ url: '/contactus/submitForm', method: 'POST', body }),
    }),
  }),
});

export const { useGetContactHeaderImagesQuery, useGetContactOfficesQuery, useSubmitContactMessageMutation } = contactApi;
