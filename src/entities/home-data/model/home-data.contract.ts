import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { homeDataSchema } from './home-data.schema';

/** docs/spec-fields.md §7: `{ success, data }`, the client uses `data[0]`. */
export const homeDataRead = endpoint({
  method: 'GET',
  path: '/homeData',
  answers: readAnswers(z.object({ success: z.boolean(), data: z.array(homeDataSchema) })),
  failureLog: 'Error fetching home data',
});
