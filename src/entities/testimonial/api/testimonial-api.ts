import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { testimonialsRead } from '../model/testimonial.contract';
import type { Testimonial } from '../model/testimonial';

const testimonialApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTestimonials: build.query<Testimonial[], void>(fromContractAs(testimonialsRead, asList<Testimonial>)),
  }),
});

export const { useGetTestimonialsQuery } = testimonialApi;
