export { GalleryPage } from './ui/gallery-page';
export { GalleryAllPhotos, GalleryOffice, GalleryStaff, GalleryTeam } from '@/features/gallery';
