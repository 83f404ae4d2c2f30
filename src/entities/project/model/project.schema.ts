import { z } from 'zod';
import { contentSchema, text, whole } from '@/shared/lib/record-schema';

/** A project of the portfolio (docs/spec-fields.md §3). */
export const projectSchema = z.object({
  id: whole,
  Project_Name: text,
  Project_Description: text,
  /** An image path on the API host. */
  file_img: text,
  /** Comma-separated list, e.g. "Completed, Residential". */
  categories: text,
  Published: z.boolean(),
});

/** A record of `content/`: says whether it is shown. */
export const projectContentSchema = contentSchema(projectSchema, { published: 'required', translated: ['Project_Name', 'Project_Description'] });
