import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { servicesRead } from '../model/service.contract';
import type { Service } from '../model/service';

const serviceApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getServices: build.query<Service[], void>(fromContractAs(servicesRead, asList<Service>)),
  }),
});

export const { useGetServicesQuery } = serviceApi;
