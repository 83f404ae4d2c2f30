import { GalleryCategoryScreen } from './gallery-category-screen';

export function GalleryStaff() {
  return <GalleryCategoryScreen category="Staff" title="Our staff at work" />;
}
