import { baseApi, listRead } from '@/shared/api/base-api';
import type { ContactOffice, HeaderImage, WriteAnswer } from '@/shared/contracts/entities';
import type { ContactMessagePayload } from '@/shared/contracts/forms';

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactHeaderImages: build.query<HeaderImage[], void>(listRead<HeaderImage>('/api/contactus_head', 'Error fetching contact header image')),
    getContactOffices: build.query<ContactOffice[], void>(listRead<ContactOffice>('/api/all_contactus_data', 'Error fetching contact data')),
    submitContactMessage: build.mutation<WriteAnswer, ContactMessagePayload>({
      query: (body) => ({ url: '/contactus/submitForm', method: 'POST', body }),
    }),
  }),
});

export const { useGetContactHeaderImagesQuery, useGetContactOfficesQuery, useSubmitContactMessageMutation } = contactApi;
