import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { galleryHeaderSchema } from './gallery-header.schema';

/** docs/spec-fields.md §7: a list of GalleryHeader records; a failure is only logged. */
export const galleryHeaderRead = endpoint({
  method: 'GET',
  path: '/api/get_header_img',
  answers: readAnswers(z.array(galleryHeaderSchema)),
  failureLog: 'Error fetching gallery header',
});
