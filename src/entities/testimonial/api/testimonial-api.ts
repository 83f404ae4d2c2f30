import { baseApi, listRead } from '@/shared/api/base-api';
import { TESTIMONIALS_READ, type Testimonial } from '../model/testimonial';

const testimonialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestimonials: build.query<Testimonial[], void>(listRead<Testimonial>(TESTIMONIALS_READ)),
  }),
});

export const { useGetTestimonialsQuery } = testimonialApi;
