import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { galleryItemSchema } from './gallery-item.schema';

/** docs/spec-fields.md §7: the photos with `?category=`; refetched on each category change. */
export const galleryRead = endpoint({
  method: 'GET',
  path: '/getGalleryData',
  answers: readAnswers(z.array(galleryItemSchema)),
  failureLog: 'Error fetching gallery data',
});
