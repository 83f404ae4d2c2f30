export { galleryRead } from './model/gallery-item.contract';
export {
  GALLERY_CATEGORIES,
  galleryCategory,
  type GalleryCategory,
  type GalleryItem,
} from './model/gallery-item';
export { useGetGalleryDataQuery } from './api/gallery-item-api';
