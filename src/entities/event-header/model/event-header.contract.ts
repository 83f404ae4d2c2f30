import { listRead } from '@/shared/contracts/endpoint';
import { eventHeaderSchema } from './event-header.schema';

/** docs/spec-fields.md §7: a list of EventHeader records; a failure is only logged. */
export const eventHeaderRead = listRead({ path: '/api/get_event_header', record: eventHeaderSchema, failureLog: 'Error fetching event header' });
