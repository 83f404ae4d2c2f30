import { baseApi, listRead } from '@/shared/api/base-api';
import { FOUNDERS_READ, type Founder } from '../model/founder';

const founderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFounders: build.query<Founder[], void>(listRead<Founder>(FOUNDERS_READ)),
  }),
});

export const { useGetFoundersQuery } = founderApi;
