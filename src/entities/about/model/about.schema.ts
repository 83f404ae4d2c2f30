import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** An about-us record: a picture and its paragraph (docs/spec-fields.md §3). */
export const aboutSchema = z.object({
  Aboutus_img: text,
  About_Description: text,
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const aboutContentSchema = contentSchema(aboutSchema, { published: 'default', translated: ['About_Description'] });
