import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { founderSchema } from './founder.schema';

/** docs/spec-fields.md §7: the list of founders (the home's leaders, the about page, the gallery's team). */
export const foundersRead = endpoint({
  method: 'GET',
  path: '/Founders',
  answers: readAnswers(z.array(founderSchema)),
  failureLog: 'Error fetching founders',
});
