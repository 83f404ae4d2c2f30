import { baseApi } from '@/shared/api/base-api';
import type { WriteAnswer } from '@/shared/contracts/write-answer';

const careersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart (the resume is a file): the browser sets the content type and its boundary. */
    submitCareerApplication: build.mutation<WriteAnswer, FormData>({
      query: (body) => ({ url: '/submit-careers', method: 'POST', body }),
    }),
  }),
});

export const { useSubmitCareerApplicationMutation } = careersApi;
