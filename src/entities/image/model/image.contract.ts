import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { imageSchema } from './image.schema';

/** docs/spec-fields.md §7: "List; content unused". Served for compatibility; the client does not call it. */
export const imagesRead = endpoint({
  method: 'GET',
  path: '/api/getimg',
  answers: readAnswers(z.array(imageSchema)),
  failureLog: 'Error fetching images',
});
