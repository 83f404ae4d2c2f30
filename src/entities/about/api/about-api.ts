import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { aboutRead } from '../model/about.contract';
import type { AboutRecord } from '../model/about';

const aboutApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAboutUs: build.query<AboutRecord[], void>(fromContractAs(aboutRead, asList<AboutRecord>)),
  }),
});

export const { useGetAboutUsQuery } = aboutApi;
