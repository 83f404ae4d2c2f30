import { asList, baseApi } from '@/shared/api/base-api';
import type { CareerOpening, HeaderImage, WriteAnswer } from '@/shared/contracts/entities';

/** SPEC section 8: a failed read is only logged; the block that needed it hides itself. */
const logFailure = (message: string) => ({
  async onQueryStarted(_arg: unknown, { queryFulfilled }: { queryFulfilled: Promise<unknown> }) {
    await queryFulfilled.catch(() => console.error(message));
  },
});

const careersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCareerHeaderImages: build.query<HeaderImage[], void>({
      query: () => '/api/career_head_img',
      transformResponse: (answer: unknown) => asList<HeaderImage>(answer),
      ...logFailure('Error fetching careers header image'),
    }),
    getCareerOpenings: build.query<CareerOpening[], void>({
      query: () => '/Careersdata',
      transformResponse: (answer: unknown) => asList<CareerOpening>(answer).filter((opening) => opening?.Openings?.trim()),
      ...logFailure('Error fetching openings'),
    }),
    /** Multipart (the resume is a file): the browser sets the content type and its boundary. */
    submitCareerApplication: build.mutation<WriteAnswer, FormData>({
      query: (body) => ({ url: '/submit-careers', method: 'POST', body }),
    }),
  }),
});

export const { useGetCareerHeaderImagesQuery, useGetCareerOpeningsQuery, useSubmitCareerApplicationMutation } = careersApi;
