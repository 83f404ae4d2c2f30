import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { galleryHeaderRead } from '../model/gallery-header.contract';
import type { GalleryHeader } from '../model/gallery-header';

const galleryHeaderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGalleryHeader: build.query<GalleryHeader[], void>(fromContractAs(galleryHeaderRead, asList<GalleryHeader>)),
  }),
});

export const { useGetGalleryHeaderQuery } = galleryHeaderApi;
