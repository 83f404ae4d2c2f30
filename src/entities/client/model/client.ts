import type { z } from 'zod';
import type { clientSchema } from './client.schema';

export type Client = z.output<typeof clientSchema>;
