export { GalleryAllPhotos } from './ui/gallery-all-photos';
export { GalleryStaff } from './ui/gallery-staff';
export { GalleryTeam } from './ui/gallery-team';
export { GalleryOffice } from './ui/gallery-office';
export { galleryText } from './i18n/gallery-text';
export { GALLERY_TABS, galleryBannerImage } from './model/gallery-filter';
