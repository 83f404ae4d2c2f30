import { listRead } from '@/shared/contracts/endpoint';
import { galleryHeaderSchema } from './gallery-header.schema';

/** docs/spec-fields.md §7: a list of GalleryHeader records; a failure is only logged. */
export const galleryHeaderRead = listRead({ path: '/api/get_header_img', record: galleryHeaderSchema, failureLog: 'Error fetching gallery header' });
