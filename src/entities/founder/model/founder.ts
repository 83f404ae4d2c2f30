import type { z } from 'zod';
import type { founderSchema } from './founder.schema';

export type Founder = z.output<typeof founderSchema>;
