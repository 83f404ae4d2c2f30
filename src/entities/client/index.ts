export { clientsRead } from './model/client.contract';
export { type Client } from './model/client';
export { useGetClientsQuery } from './api/client-api';
