export {
  GALLERY_CATEGORIES,
  GALLERY_READ,
  galleryCategory,
  type GalleryCategory,
  type GalleryItem,
} from './model/gallery-item';
export { galleryItemContentSchema, galleryItemSchema } from './model/gallery-item.schema';
export { useGetGalleryDataQuery } from './api/gallery-item-api';
