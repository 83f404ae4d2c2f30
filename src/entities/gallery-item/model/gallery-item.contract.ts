import { listRead } from '@/shared/contracts/endpoint';
import { galleryItemSchema } from './gallery-item.schema';

/** docs/spec-fields.md §7: the photos with `?category=`; refetched on each category change. */
export const galleryRead = listRead({ path: '/getGalleryData', record: galleryItemSchema, failureLog: 'Error fetching gallery data' });
