import { baseApi, listRead } from '@/shared/api/base-api';
import { GALLERY_HEADER_READ, type GalleryHeader } from '../model/gallery-header';

const galleryHeaderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGalleryHeader: build.query<GalleryHeader[], void>(listRead<GalleryHeader>(GALLERY_HEADER_READ)),
  }),
});

export const { useGetGalleryHeaderQuery } = galleryHeaderApi;
