import type { z } from 'zod';
import type { aboutSchema } from './about.schema';

export type AboutRecord = z.output<typeof aboutSchema>;

/** docs/spec-fields.md §7: a list of About records; a failure is only logged. */
export const ABOUT_READ = { path: '/api/getaboutus', failureLog: 'Error fetching about us' } as const;
