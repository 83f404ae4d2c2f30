import { listRead } from '@/shared/contracts/endpoint';
import { clientSchema } from './client.schema';

/** docs/spec-fields.md §7: a list of Client records; a failure is only logged. */
export const clientsRead = listRead({ path: '/api/getclients', record: clientSchema, failureLog: 'Error fetching clients' });
