export { GALLERY_HEADER_READ, type GalleryHeader } from './model/gallery-header';
export { useGetGalleryHeaderQuery } from './api/gallery-header-api';
