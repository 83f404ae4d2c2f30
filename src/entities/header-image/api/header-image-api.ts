import { baseApi, listRead } from '@/shared/api/base-api';
import { CAREER_HEADER_IMAGES_READ, CONTACT_HEADER_IMAGES_READ, type HeaderImage } from '../model/header-image';

const headerImageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCareerHeaderImages: build.query<HeaderImage[], void>(listRead<HeaderImage>(CAREER_HEADER_IMAGES_READ)),
    getContactHeaderImages: build.query<HeaderImage[], void>(listRead<HeaderImage>(CONTACT_HEADER_IMAGES_READ)),
  }),
});

export const { useGetCareerHeaderImagesQuery, useGetContactHeaderImagesQuery } = headerImageApi;
