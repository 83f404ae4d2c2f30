import { baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { homeDataRead } from '../model/home-data.contract';
import { firstHomeData, type HomeData } from '../model/home-data';

const homeDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeData: build.query<HomeData | null, void>(fromContractAs(homeDataRead, firstHomeData)),
  }),
});

export const { useGetHomeDataQuery } = homeDataApi;
