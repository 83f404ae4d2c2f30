import { asList, baseApi } from '@/shared/api/base-api';
import type { Founder, GalleryHeader, GalleryItem } from '@/shared/contracts/entities';
import type { GalleryCategory } from '../model/gallery-filter';


const galleryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The category is part of the cache key only: the API host always answers every photo, and the
     * client filters. Keyed by category, each tab change is a new request (SPEC section 4).
     */
    getGalleryData: build.query<GalleryItem[], GalleryCategory>({
      query: () => '/getGalleryData',
      transformResponse: (answer: unknown) => asList<GalleryItem>(answer),
      providesTags: ['Gallery'],
      extraOptions: { failureLog: 'Error fetching gallery data' },
    }),
    getGalleryHeader: build.query<GalleryHeader[], void>({
      query: () => '/api/get_header_img',
      transformResponse: (answer: unknown) => asList<GalleryHeader>(answer),
      extraOptions: { failureLog: 'Error fetching gallery header' },
    }),
    /** The team screen shows the people who lead the company. */
    getGalleryTeam: build.query<Founder[], void>({
      query: () => '/Founders',
      transformResponse: (answer: unknown) => asList<Founder>(answer),
      extraOptions: { failureLog: 'Error fetching team' },
    }),
  }),
});

export const { useGetGalleryDataQuery, useGetGalleryHeaderQuery, useGetGalleryTeamQuery } = galleryApi;
