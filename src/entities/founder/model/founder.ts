import type { z } from 'zod';
import type { founderSchema } from './founder.schema';

export type Founder = z.output<typeof founderSchema>;

/** docs/spec-fields.md §7: the list of founders (the home's leaders, the about page, the gallery's team). */
export const FOUNDERS_READ = { path: '/Founders', failureLog: 'Error fetching founders' } as const;
