import { baseApi } from '@/shared/api/base-api';
import type { ContactMessagePayload } from '@/shared/contracts/forms';
import type { WriteAnswer } from '@/shared/contracts/write-answer';

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitContactMessage: build.mutation<WriteAnswer, ContactMessagePayload>({
      query: (body) => ({ url: '/contactus/submitForm', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitContactMessageMutation } = contactApi;
