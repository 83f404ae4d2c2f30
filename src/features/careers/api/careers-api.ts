import { baseApi } from '@/shared/api/base-api';
import { fromContractForm } from '@/shared/api/contract-query';
import { careerApplicationEndpoint } from '@/shared/contracts/form-endpoints';

const careersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Multipart (the resume is a file). */
    submitCareerApplication: build.mutation(fromContractForm(careerApplicationEndpoint)),
  }),
});

export const { useSubmitCareerApplicationMutation } = careersApi;
