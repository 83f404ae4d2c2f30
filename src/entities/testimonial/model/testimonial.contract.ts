import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { testimonialSchema } from './testimonial.schema';

/** docs/spec-fields.md §7: a list of Testimonial records; a failure is only logged. */
export const testimonialsRead = endpoint({
  method: 'GET',
  path: '/get_testimonials',
  answers: readAnswers(z.array(testimonialSchema)),
  failureLog: 'Error fetching testimonials',
});
