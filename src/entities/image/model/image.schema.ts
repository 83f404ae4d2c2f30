import { z } from 'zod';
import { contentSchema, text } from '@/shared/lib/record-schema';

/** `/api/getimg`'s record: the spec does not show its fields and the client never calls it; the seed stores `{ image }`. */
export const imageSchema = z.object({ image: text.min(1) });

export const imageContentSchema = contentSchema(imageSchema, { published: 'default' });
