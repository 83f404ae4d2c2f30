import { asList, baseApi } from '@/shared/api/base-api';
import type { ContactOffice, HeaderImage, WriteAnswer } from '@/shared/contracts/entities';
import type { ContactMessagePayload } from '@/shared/contracts/forms';

/** SPEC section 8: a failed read is only logged; the block that needed it hides itself. */
const logFailure = (message: string) => ({
  async onQueryStarted(_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) {
    await queryFulfilled.catch(() => console.error(message));
  },
});

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContactHeaderImages: build.query<HeaderImage[], void>({
      query: () => '/api/contactus_head',
      transformResponse: (answer: unknown) => asList<HeaderImage>(answer),
      ...logFailure('Error fetching contact header image'),
    }),
    getContactOffices: build.query<ContactOffice[], void>({
      query: () => '/api/all_contactus_data',
      transformResponse: (answer: unknown) => asList<ContactOffice>(answer),
      ...logFailure('Error fetching contact data'),
    }),
    submitContactMessage: build.mutation<WriteAnswer, ContactMessagePayload>({
      query: (body) => ({ url: '/contactus/submitForm', method: 'POST', body }),
    }),
  }),
});

export const { useGetContactHeaderImagesQuery, useGetContactOfficesQuery, useSubmitContactMessageMutation } = contactApi;
