export { galleryHeaderRead } from './model/gallery-header.contract';
export { type GalleryHeader } from './model/gallery-header';
export { useGetGalleryHeaderQuery } from './api/gallery-header-api';
