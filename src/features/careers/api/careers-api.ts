import { baseApi, listRead } from '@/shared/api/base-api';
import type { CareerOpening, HeaderImage, WriteAnswer } from '@/shared/contracts/entities';

const careersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCareerHeaderImages: build.query<HeaderImage[], void>(listRead<HeaderImage>('/api/career_head_img', 'Error fetching careers header image')),
    getCareerOpenings: build.query<CareerOpening[], void>(
      listRead<CareerOpening>('/Careersdata', 'Error fetching openings', (list) => list.filter((opening) => opening?.Openings?.trim())),
    ),
    /** Multipart (the resume is a file): the browser sets the content type and its boundary. */
    submitCareerApplication: build.mutation<WriteAnswer, FormData>({
      query: (body) => ({ url: '/submit-careers', method: 'POST', body }),
    }),
  }),
});

export const { useGetCareerHeaderImagesQuery, useGetCareerOpeningsQuery, useSubmitCareerApplicationMutation } = careersApi;
