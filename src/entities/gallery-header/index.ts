export { GALLERY_HEADER_READ, type GalleryHeader } from './model/gallery-header';
export { galleryHeaderContentSchema, galleryHeaderSchema } from './model/gallery-header.schema';
export { useGetGalleryHeaderQuery } from './api/gallery-header-api';
