import { z } from 'zod';
import { contentSchema, text, whole } from '@/shared/lib/record-schema';

/** A photo is a server path or an inline image; any other `data:` type is refused. */
const founderImage = text.refine((value) => !/^data:/i.test(value) || /^data:image\//i.test(value), 'only data:image/… URIs are allowed');

/** One of the people who lead the company (docs/spec-fields.md §3). */
export const founderSchema = z.object({
  Founders_Id: whole,
  Founders_Name: text,
  Founders_Role: text,
  Founders_Description: text,
  /** A server path (`/uploads/...`) or a `data:image/...` URI. */
  Founders_img: founderImage,
});

/** A record of `content/`: shown unless it says `Published: false`. */
export const founderContentSchema = contentSchema(founderSchema, { published: 'default', translated: ['Founders_Name', 'Founders_Role', 'Founders_Description'] });
