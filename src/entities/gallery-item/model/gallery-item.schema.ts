import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** A photo of the gallery (docs/spec-fields.md §3). */
export const galleryItemSchema = z.object({
  /** An image path on the API host, or an address. */
  image: text.min(1),
  /** Comma-separated: any of Project, Event, Office, Staff. */
  categories: text,
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const galleryItemContentSchema = contentSchema(galleryItemSchema, { published: 'default' });
