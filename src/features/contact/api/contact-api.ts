import { baseApi } from '@/shared/api/base-api';
import { fromContract, requestOf } from '@/shared/api/contract-query';
import { contactMessageEndpoint } from '@/shared/contracts/form-endpoints';
import type { ContactMessagePayload } from '@/shared/contracts/forms';

const contactApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitContactMessage: build.mutation({
      ...fromContract(contactMessageEndpoint),
      query: (body: ContactMessagePayload) => requestOf(contactMessageEndpoint, { body }),
    }),
  }),
});

export const { useSubmitContactMessageMutation } = contactApi;
