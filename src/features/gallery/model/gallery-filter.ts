import type { GalleryHeader } from '@/entities/gallery-header';
import type { GalleryItem } from '@/entities/gallery-item';
import { splitCategories } from '@/shared/lib/categories';

/** docs/spec-fields.md §4: the selected category; AllPhotos shows everything. */
export type GalleryCategory = 'AllPhotos' | 'Project' | 'Event' | 'Office' | 'Staff';

/** The tabs, labels verbatim from the spec ('Projects's' and 'Event's' included). All Photos first. */
export const GALLERY_TABS: ReadonlyArray<{ value: GalleryCategory; label: string }> = [
  { value: 'AllPhotos', label: 'All Photos' },
  { value: 'Project', label: "Projects's" },
  { value: 'Event', label: "Event's" },
  { value: 'Office', label: 'Office' },
  { value: 'Staff', label: 'Staff' },
];

export const DEFAULT_GALLERY_CATEGORY: GalleryCategory = 'AllPhotos';

/** Items whose comma-separated categories contain the category (whole names, any case); all on AllPhotos. */
export function filterGallery(items: readonly GalleryItem[], category: GalleryCategory): GalleryItem[] {
  const usable = items.filter((item) => Boolean(item.image?.trim()));
  if (category === 'AllPhotos') return usable;
  const wanted = category.toLowerCase();
  return usable.filter((item) => splitCategories(item.categories).includes(wanted));
}

/** The first header record that names an image. */
export function galleryBannerImage(headers: readonly GalleryHeader[]): string {
  return headers.find((header) => header.head_Gallery?.trim())?.head_Gallery ?? '';
}
