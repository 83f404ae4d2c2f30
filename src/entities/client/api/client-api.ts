import { baseApi, listRead } from '@/shared/api/base-api';
import { CLIENTS_READ, type Client } from '../model/client';

const clientApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getClients: build.query<Client[], void>(listRead<Client>(CLIENTS_READ)),
  }),
});

export const { useGetClientsQuery } = clientApi;
