import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** A service the company offers beyond the fixed catalogue (docs/spec-fields.md §3). */
export const serviceSchema = z.object({
  Service_Name: text,
  Service_img: text,
  route: text.min(1),
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const serviceContentSchema = contentSchema(serviceSchema, { published: 'default', translated: ['Service_Name'] });
