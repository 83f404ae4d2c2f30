import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { clientsRead } from '../model/client.contract';
import type { Client } from '../model/client';

const clientApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<Client[], void>(fromContractAs(clientsRead, asList<Client>)),
  }),
});

export const { useGetClientsQuery } = clientApi;
