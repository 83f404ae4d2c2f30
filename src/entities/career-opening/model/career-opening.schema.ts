import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** A post the company is hiring for (docs/spec-fields.md §3). */
export const careerOpeningSchema = z.object({
  Openings: text.min(1),
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const careerOpeningContentSchema = contentSchema(careerOpeningSchema, { published: 'default', translated: ['Openings'] });
