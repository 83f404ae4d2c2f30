import { baseApi, listRead } from '@/shared/api/base-api';
import type { Service } from '@/shared/contracts/entities';

const servicesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The server-supplied services shown after the nine fixed cards. */
    getServices: build.query<Service[], void>({
      ...listRead<Service>('/api/getservices', 'Error fetching services'),
      // SPEC section 8: logged only; the grid keeps its fixed cards.
    }),
  }),
});

export const { useGetServicesQuery } = servicesApi;
