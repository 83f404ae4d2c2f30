import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { logosRead } from '../model/logo.contract';
import type { Logo } from '../model/logo';

const logoApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getLogos: build.query<Logo[], void>(fromContractAs(logosRead, asList<Logo>)),
  }),
});

export const { useGetLogosQuery } = logoApi;
