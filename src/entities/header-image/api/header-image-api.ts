import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { careerHeaderImagesRead, contactHeaderImagesRead } from '../model/header-image.contract';
import type { HeaderImage } from '../model/header-image';

const headerImageApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCareerHeaderImages: build.query<HeaderImage[], void>(fromContractAs(careerHeaderImagesRead, asList<HeaderImage>)),
    getContactHeaderImages: build.query<HeaderImage[], void>(fromContractAs(contactHeaderImagesRead, asList<HeaderImage>)),
  }),
});

export const { useGetCareerHeaderImagesQuery, useGetContactHeaderImagesQuery } = headerImageApi;
