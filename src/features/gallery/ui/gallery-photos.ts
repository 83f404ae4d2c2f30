import type { GalleryItem } from '@/entities/gallery-item';
import { nameFromPath } from '@/shared/lib/name-from-path';
import type { LightboxPhoto } from './photo-lightbox';

/** Gallery records carry only a file; its name is the best description there is. */
export function toPhotos(items: readonly GalleryItem[]): LightboxPhoto[] {
  return items.map((item) => ({ path: item.image, alt: nameFromPath(item.image) }));
}
