import { listRead } from '@/shared/contracts/endpoint';
import { serviceSchema } from './service.schema';

/** docs/spec-fields.md §7: a list of Service records; a failure is only logged. */
export const servicesRead = listRead({ path: '/api/getservices', record: serviceSchema, failureLog: 'Error fetching services' });
