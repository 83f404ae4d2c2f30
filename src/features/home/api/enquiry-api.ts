import { baseApi } from '@/shared/api/base-api';
import { fromContract, requestOf } from '@/shared/api/contract-query';
import { enquiryEndpoint } from '@/shared/contracts/form-endpoints';
import type { EnquiryPayload } from '@/shared/contracts/forms';

const enquiryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    submitEnquiry: build.mutation({ ...fromContract(enquiryEndpoint), query: (body: EnquiryPayload) => requestOf(enquiryEndpoint, { body }) }),
  }),
});

export const { useSubmitEnquiryMutation } = enquiryApi;
