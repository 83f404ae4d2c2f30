import { listRead } from '@/shared/contracts/endpoint';
import { aboutSchema } from './about.schema';

/** docs/spec-fields.md §7: a list of About records; a failure is only logged. */
export const aboutRead = listRead({ path: '/api/getaboutus', record: aboutSchema, failureLog: 'Error fetching about us' });
