import { z } from 'zod';
import { contentSchema, text, whole } from '@/shared/lib/record-schema';

/** A client whose logo the home shows (docs/spec-fields.md §3). */
export const clientSchema = z.object({
  id: whole,
  /** An image path on the API host. */
  Ourclients: text,
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const clientContentSchema = contentSchema(clientSchema, { published: 'default' });
