import { listRead } from '@/shared/contracts/endpoint';
import { testimonialSchema } from './testimonial.schema';

/** docs/spec-fields.md §7: a list of Testimonial records; a failure is only logged. */
export const testimonialsRead = listRead({ path: '/get_testimonials', record: testimonialSchema, failureLog: 'Error fetching testimonials' });
