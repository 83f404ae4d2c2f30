import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** A screen's header image: the careers and the contact screens each have their own list (docs/spec-fields.md §3). */
export const headerImageSchema = z.object({
  /** An image path on the API host. */
  Image: text.min(1),
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const headerImageContentSchema = contentSchema(headerImageSchema, { published: 'default' });
