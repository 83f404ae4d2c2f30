import type { z } from 'zod';
import type { testimonialSchema } from './testimonial.schema';

export type Testimonial = z.output<typeof testimonialSchema>;
