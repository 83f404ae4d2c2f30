import { GalleryCategoryScreen } from './gallery-category-screen';

export function GalleryOffice() {
  return <GalleryCategoryScreen category="Office" title="Our offices" />;
}
