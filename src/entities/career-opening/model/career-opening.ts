import type { z } from 'zod';
import type { careerOpeningSchema } from './career-opening.schema';

export type CareerOpening = z.output<typeof careerOpeningSchema>;
