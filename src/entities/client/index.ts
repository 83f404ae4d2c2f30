export { CLIENTS_READ, type Client } from './model/client';
export { useGetClientsQuery } from './api/client-api';
