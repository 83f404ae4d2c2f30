import type { z } from 'zod';
import type { imageSchema } from './image.schema';

export type ImageRecord = z.output<typeof imageSchema>;
