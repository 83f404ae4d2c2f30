import { useText } from '@/shared/i18n';
import { galleryText } from '../i18n/gallery-text';
import { useState } from 'react';
import { panelId, TabList, tabId } from '@/shared/ui/tabs';
import { useGetGalleryDataQuery } from '@/entities/gallery-item';
import { DEFAULT_GALLERY_CATEGORY, filterGallery, GALLERY_TABS, type GalleryCategory } from '../model/gallery-filter';
import { toPhotos } from './gallery-photos';
import { PhotoGrid } from './photo-grid';

const ID = 'gallery';

/** All photos, by category: each tab change asks the API host again (docs/spec-fields.md §4). */
export function GalleryAllPhotos() {
  const t = useText(galleryText);
  const [category, setCategory] = useState<GalleryCategory>(DEFAULT_GALLERY_CATEGORY);
  const { data: items = [], isFetching } = useGetGalleryDataQuery(category, { refetchOnMountOrArgChange: true });
  const photos = toPhotos(filterGallery(items, category));
  const tabs = GALLERY_TABS.map((tab) => ({ value: tab.value, label: t(tab.label) }));
  const label = tabs.find((tab) => tab.value === category)?.label ?? '';
  // Nothing came back at all (a failed or empty read): no tabs over an empty grid.
  if (!isFetching && items.length === 0) return null;

  return (
    <section aria-labelledby="gallery-photos-title">
      <h2 id="gallery-photos-title" className="visually-hidden">
        {t('Photos')}
      </h2>
      <TabList label={t('Photo categories')} idPrefix={ID} tabs={tabs} selected={category} onSelect={setCategory} />
      <div id={panelId(ID)} role="tabpanel" aria-labelledby={tabId(ID, category)} aria-busy={isFetching || undefined}>
        <p className="gallery-page__count" role="status">
          {isFetching && items.length === 0 ? t('Loading photos…') : t(photos.length === 1 ? '{{count}} photo' : '{{count}} photos', { count: photos.length })}
        </p>
        <PhotoGrid photos={photos} label={label} />
      </div>
    </section>
  );
}
