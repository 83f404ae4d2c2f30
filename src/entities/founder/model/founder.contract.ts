import { listRead } from '@/shared/contracts/endpoint';
import { founderSchema } from './founder.schema';

/** docs/spec-fields.md §7: the list of founders (the home's leaders, the about page, the gallery's team). */
export const foundersRead = listRead({ path: '/Founders', record: founderSchema, failureLog: 'Error fetching founders' });
