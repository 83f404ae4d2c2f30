export { GalleryPage } from './ui/gallery-page';
export { GalleryAllPhotos } from './ui/gallery-all-photos';
export { GalleryStaff } from './ui/gallery-staff';
export { GalleryTeam } from './ui/gallery-team';
export { GalleryOffice } from './ui/gallery-office';
