import { useText } from '@/shared/i18n';
import { galleryText } from '../i18n/gallery-text';
import { useGetGalleryDataQuery } from '@/entities/gallery-item';
import { filterGallery, type GalleryCategory } from '../model/gallery-filter';
import { toPhotos } from './gallery-photos';
import { PhotoGrid } from './photo-grid';

/** A fixed photo grid of one category (the staff and office screens). */
export function GalleryCategoryScreen({ category, title: english }: { category: GalleryCategory; title: string }) {
  const t = useText(galleryText);
  const title = t(english);
  const { data: items = [], isLoading } = useGetGalleryDataQuery(category);
  const photos = toPhotos(filterGallery(items, category));
  // A failed or empty read hides the screen's heading with it.
  if (!isLoading && photos.length === 0) return null;

  return (
    <section aria-labelledby={`gallery-${category}-title`}>
      <h2 id={`gallery-${category}-title`} className="gallery-page__screen-title">
        {title}
      </h2>
      {isLoading ? <p role="status">{t('Loading photos…')}</p> : <PhotoGrid photos={photos} label={title} />}
    </section>
  );
}
