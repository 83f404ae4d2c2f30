export { TESTIMONIALS_READ, type Testimonial } from './model/testimonial';
export { testimonialContentSchema, testimonialSchema } from './model/testimonial.schema';
export { useGetTestimonialsQuery } from './api/testimonial-api';
