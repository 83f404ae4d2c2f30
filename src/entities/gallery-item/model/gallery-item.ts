import type { z } from 'zod';
import type { galleryItemSchema } from './gallery-item.schema';

export type GalleryItem = z.output<typeof galleryItemSchema>;

/** The gallery's categories (docs/spec-fields.md §4); `AllPhotos` is every photo. */
export const GALLERY_CATEGORIES = ['Project', 'Event', 'Office', 'Staff'] as const;
export type GalleryCategory = 'AllPhotos' | (typeof GALLERY_CATEGORIES)[number];

/** The category a query names (any case), or null for `AllPhotos`, an unknown value or none. */
export function galleryCategory(value: unknown): (typeof GALLERY_CATEGORIES)[number] | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return GALLERY_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}
