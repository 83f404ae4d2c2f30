import type { z } from 'zod';
import type { logoSchema } from './logo.schema';

export type Logo = z.output<typeof logoSchema>;
