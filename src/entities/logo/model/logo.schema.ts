import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** The company's logo (docs/spec-fields.md §3): the header, the footer and the tender letterhead show the first. */
export const logoSchema = z.object({
  /** An image path on the API host. */
  logo: text.min(1),
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const logoContentSchema = contentSchema(logoSchema, { published: 'default' });
