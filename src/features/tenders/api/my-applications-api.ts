import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { myApplicationsRead, type MyApplication } from '@/entities/tender';

const myApplicationsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The logged-in vendor's registrations; a 401 (nobody logged in) is an error the page turns into "please log in". */
    getMyApplications: build.query<MyApplication[], void>({
      ...fromContractAs(myApplicationsRead, (answer) => asList<MyApplication>(answer?.applications)),
      providesTags: ['MyApplications'],
    }),
  }),
});

export const { useGetMyApplicationsQuery } = myApplicationsApi;
