import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** The events screen's header image (docs/spec-fields.md §3). */
export const eventHeaderSchema = z.object({
  /** An image path on the API host. */
  head_Event: text.min(1),
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const eventHeaderContentSchema = contentSchema(eventHeaderSchema, { published: 'default' });
