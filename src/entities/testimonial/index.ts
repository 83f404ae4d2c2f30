export { TESTIMONIALS_READ, type Testimonial } from './model/testimonial';
export { useGetTestimonialsQuery } from './api/testimonial-api';
