import type { z } from 'zod';
import type { testimonialSchema } from './testimonial.schema';

export type Testimonial = z.output<typeof testimonialSchema>;

/** docs/spec-fields.md §7: a list of Testimonial records; a failure is only logged. */
export const TESTIMONIALS_READ = { path: '/get_testimonials', failureLog: 'Error fetching testimonials' } as const;
