import { asList, baseApi } from '@/shared/api/base-api';
import type { Logo } from '@/shared/contracts/entities';

const logosApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC section 7: made when the header loads and in the footer (one cached request serves both). */
    getLogos: build.query<Logo[], void>({
      query: () => '/api/getlogos',
      transformResponse: (answer: unknown) => asList<Logo>(answer),
    }),
  }),
});

export const { useGetLogosQuery } = logosApi;
