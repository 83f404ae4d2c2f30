import type { z } from 'zod';
import type { galleryHeaderSchema } from './gallery-header.schema';

export type GalleryHeader = z.output<typeof galleryHeaderSchema>;

/** docs/spec-fields.md §7: a list of GalleryHeader records; a failure is only logged. */
export const GALLERY_HEADER_READ = { path: '/api/get_header_img', failureLog: 'Error fetching gallery header' } as const;
