import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs, requestOf } from '@/shared/api/contract-query';
import { galleryRead } from '../model/gallery-item.contract';
import type { GalleryCategory, GalleryItem } from '../model/gallery-item';

const galleryItemApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The category is part of the cache key only: the spec's call sends none, the API host answers every
     * photo and the client filters. Keyed by category, each tab change is a new request (docs/spec-fields.md §4).
     */
    getGalleryData: build.query<GalleryItem[], GalleryCategory>({
      ...fromContractAs(galleryRead, asList<GalleryItem>),
      query: () => requestOf(galleryRead, {}),
      providesTags: ['Gallery'],
    }),
  }),
});

export const { useGetGalleryDataQuery } = galleryItemApi;
