import { listRead } from '@/shared/contracts/endpoint';
import { logoSchema } from './logo.schema';

/** docs/spec-fields.md §7: a list of Logo records; a failure is only logged. */
export const logosRead = listRead({ path: '/api/getlogos', record: logoSchema, failureLog: 'Error fetching logos' });
