import type { z } from 'zod';
import type { eventHeaderSchema } from './event-header.schema';

export type EventHeader = z.output<typeof eventHeaderSchema>;

/** docs/spec-fields.md §7: a list of EventHeader records; a failure is only logged. */
export const EVENT_HEADER_READ = { path: '/api/get_event_header', failureLog: 'Error fetching event header' } as const;
