import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { foundersRead } from '../model/founder.contract';
import type { Founder } from '../model/founder';

const founderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFounders: build.query<Founder[], void>(fromContractAs(foundersRead, asList<Founder>)),
  }),
});

export const { useGetFoundersQuery } = founderApi;
