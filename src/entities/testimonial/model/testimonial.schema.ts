import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** A client's word on the company (docs/spec-fields.md §3); each shows five stars. */
export const testimonialSchema = z.object({
  Comment: text,
  Client_name: text.min(1),
  Client_position: text,
  Address: text,
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const testimonialContentSchema = contentSchema(testimonialSchema, { published: 'default', translated: ['Comment', 'Client_name', 'Client_position', 'Address'] });
