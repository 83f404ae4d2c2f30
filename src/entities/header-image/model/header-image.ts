import type { z } from 'zod';
import type { headerImageSchema } from './header-image.schema';

export type HeaderImage = z.output<typeof headerImageSchema>;
