import { baseApi } from '@/shared/api/base-api';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import type { EnquiryPayload } from '@/shared/contracts/forms';

const enquiryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitEnquiry: build.mutation<WriteAnswer, EnquiryPayload>({
      query: (body) => ({ url: '/enquiryform/submitForm', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitEnquiryMutation } = enquiryApi;
