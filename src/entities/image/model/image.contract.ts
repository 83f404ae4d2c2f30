import { listRead } from '@/shared/contracts/endpoint';
import { imageSchema } from './image.schema';

/** docs/spec-fields.md §7: "List; content unused". Served for compatibility; the client does not call it. */
export const imagesRead = listRead({ path: '/api/getimg', record: imageSchema, failureLog: 'Error fetching images' });
