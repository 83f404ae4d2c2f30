import type { z } from 'zod';
import type { eventSchema } from './event.schema';

export type CompanyEvent = z.output<typeof eventSchema>;
