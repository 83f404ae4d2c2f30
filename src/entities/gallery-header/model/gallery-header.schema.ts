import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** The gallery screen's header image (docs/spec-fields.md §3). */
export const galleryHeaderSchema = z.object({
  /** An image path on the API host. */
  head_Gallery: text.min(1),
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const galleryHeaderContentSchema = contentSchema(galleryHeaderSchema, { published: 'default' });
