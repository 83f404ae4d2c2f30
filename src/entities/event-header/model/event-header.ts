import type { z } from 'zod';
import type { eventHeaderSchema } from './event-header.schema';

export type EventHeader = z.output<typeof eventHeaderSchema>;
