export { CLIENTS_READ, type Client } from './model/client';
export { clientContentSchema, clientSchema } from './model/client.schema';
export { useGetClientsQuery } from './api/client-api';
