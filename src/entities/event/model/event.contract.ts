import { listRead } from '@/shared/contracts/endpoint';
import { eventSchema } from './event.schema';

/** docs/spec-fields.md §7: the list of events. */
export const eventsRead = listRead({ path: '/api/events', record: eventSchema, failureLog: 'Error fetching events' });
