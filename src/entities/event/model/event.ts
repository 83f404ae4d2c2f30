import type { z } from 'zod';
import type { eventSchema } from './event.schema';

export type CompanyEvent = z.output<typeof eventSchema>;

/** docs/spec-fields.md §7: the list of events. */
export const EVENTS_READ = { path: '/api/events', failureLog: 'Error fetching events' } as const;
