import type { z } from 'zod';
import type { clientSchema } from './client.schema';

export type Client = z.output<typeof clientSchema>;

/** docs/spec-fields.md §7: a list of Client records; a failure is only logged. */
export const CLIENTS_READ = { path: '/api/getclients', failureLog: 'Error fetching clients' } as const;
