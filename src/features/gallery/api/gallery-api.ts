import { baseApi, listRead } from '@/shared/api/base-api';
import type { Founder, GalleryHeader, GalleryItem } from '@/shared/contracts/entities';
import type { GalleryCategory } from '../model/gallery-filter';

const galleryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The category is part of the cache key only: the API host always answers every photo, and the
     * client filters. Keyed by category, each tab change is a new request (SPEC section 4).
     */
    getGalleryData: build.query<GalleryItem[], GalleryCategory>({
      ...listRead<GalleryItem>('/getGalleryData', 'Error fetching gallery data'),
      providesTags: ['Gallery'],
    }),
    getGalleryHeader: build.query<GalleryHeader[], void>(listRead<GalleryHeader>('/api/get_header_img', 'Error fetching gallery header')),
    /** The team screen shows the people who lead the company. */
    getGalleryTeam: build.query<Founder[], void>(listRead<Founder>('/Founders', 'Error fetching team')),
  }),
});

export const { useGetGalleryDataQuery, useGetGalleryHeaderQuery, useGetGalleryTeamQuery } = galleryApi;
