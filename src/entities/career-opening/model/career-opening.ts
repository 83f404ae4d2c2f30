import type { z } from 'zod';
import type { careerOpeningSchema } from './career-opening.schema';

export type CareerOpening = z.output<typeof careerOpeningSchema>;

/** docs/spec-fields.md §7: a list of CareerOpening records; a failure is only logged. */
export const CAREER_OPENINGS_READ = { path: '/Careersdata', failureLog: 'Error fetching openings' } as const;
