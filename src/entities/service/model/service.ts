import type { z } from 'zod';
import type { serviceSchema } from './service.schema';

export type Service = z.output<typeof serviceSchema>;

/** docs/spec-fields.md §7: a list of Service records; a failure is only logged. */
export const SERVICES_READ = { path: '/api/getservices', failureLog: 'Error fetching services' } as const;
