import { baseApi, listRead } from '@/shared/api/base-api';
import { SERVICES_READ, type Service } from '../model/service';

const serviceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<Service[], void>(listRead<Service>(SERVICES_READ)),
  }),
});

export const { useGetServicesQuery } = serviceApi;
