import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** One of the company's offices (docs/spec-fields.md §3). */
export const contactOfficeSchema = z.object({
  Header: text.min(1),
  Address: text,
  Email: text,
  Contact: text,
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const contactOfficeContentSchema = contentSchema(contactOfficeSchema, { published: 'default', translated: ['Header', 'Address'] });
