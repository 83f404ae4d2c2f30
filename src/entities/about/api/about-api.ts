import { baseApi, listRead } from '@/shared/api/base-api';
import { ABOUT_READ, type AboutRecord } from '../model/about';

const aboutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAboutUs: build.query<AboutRecord[], void>(listRead<AboutRecord>(ABOUT_READ)),
  }),
});

export const { useGetAboutUsQuery } = aboutApi;
