import type { z } from 'zod';
import type { serviceSchema } from './service.schema';

export type Service = z.output<typeof serviceSchema>;
