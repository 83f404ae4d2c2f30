import { asList, baseApi } from '@/shared/api/base-api';
import type { CareerOpening, HeaderImage, WriteAnswer } from '@/shared/contracts/entities';


const careersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCareerHeaderImages: build.query<HeaderImage[], void>({
      query: () => '/api/career_head_img',
      transformResponse: (answer: unknown) => asList<HeaderImage>(answer),
      extraOptions: { failureLog: 'Error fetching careers header image' },
    }),
    getCareerOpenings: build.query<CareerOpening[], void>({
      query: () => '/Careersdata',
      transformResponse: (answer: unknown) => asList<CareerOpening>(answer).filter((opening) => opening?.Openings?.trim()),
      extraOptions: { failureLog: 'Error fetching openings' },
    }),
    /** Multipart (the resume is a file): the browser sets the content type and its boundary. */
    submitCareerApplication: build.mutation<WriteAnswer, FormData>({
      query: (body) => ({ url: '/submit-careers', method: 'POST', body }),
    }),
  }),
});

export const { useGetCareerHeaderImagesQuery, useGetCareerOpeningsQuery, useSubmitCareerApplicationMutation } = careersApi;
