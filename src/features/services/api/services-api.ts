import { asList, baseApi } from '@/shared/api/base-api';
import type { Service } from '@/shared/contracts/entities';

const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server-supplied services shown after the nine fixed cards. */
    getServices: build.query<Service[], void>({
      query: () => '/api/getservices',
      transformResponse: (answer: unknown) => asList<Service>(answer),
      // SPEC section 8: logged only; the grid keeps its fixed cards.
      extraOptions: { failureLog: 'Error fetching services' },
    }),
  }),
});

export const { useGetServicesQuery } = servicesApi;
