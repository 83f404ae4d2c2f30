export { testimonialsRead } from './model/testimonial.contract';
export { type Testimonial } from './model/testimonial';
export { useGetTestimonialsQuery } from './api/testimonial-api';
