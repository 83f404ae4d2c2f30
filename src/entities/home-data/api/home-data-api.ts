import { baseApi } from '@/shared/api/base-api';
import { firstHomeData, HOME_DATA_READ, type HomeData } from '../model/home-data';

const homeDataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHomeData: build.query<HomeData | null, void>({
      query: () => HOME_DATA_READ.path,
      transformResponse: firstHomeData,
      extraOptions: { failureLog: HOME_DATA_READ.failureLog },
    }),
  }),
});

export const { useGetHomeDataQuery } = homeDataApi;
