import type { z } from 'zod';
import type { galleryHeaderSchema } from './gallery-header.schema';

export type GalleryHeader = z.output<typeof galleryHeaderSchema>;
