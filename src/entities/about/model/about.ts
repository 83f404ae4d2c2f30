import type { z } from 'zod';
import type { aboutSchema } from './about.schema';

export type AboutRecord = z.output<typeof aboutSchema>;
