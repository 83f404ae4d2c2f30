import { baseApi, listRead } from '@/shared/api/base-api';
import { LOGOS_READ, type Logo } from '../model/logo';

const logoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLogos: build.query<Logo[], void>(listRead<Logo>(LOGOS_READ)),
  }),
});

export const { useGetLogosQuery } = logoApi;
