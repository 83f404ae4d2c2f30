import type { z } from 'zod';
import type { imageSchema } from './image.schema';

export type ImageRecord = z.output<typeof imageSchema>;

/** docs/spec-fields.md §7: "List; content unused". Served for compatibility; the client does not call it. */
export const IMAGES_READ = { path: '/api/getimg', failureLog: 'Error fetching images' } as const;
