import type { z } from 'zod';
import type { logoSchema } from './logo.schema';

export type Logo = z.output<typeof logoSchema>;

/** docs/spec-fields.md §7: a list of Logo records; a failure is only logged. */
export const LOGOS_READ = { path: '/api/getlogos', failureLog: 'Error fetching logos' } as const;
