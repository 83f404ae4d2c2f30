import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { aboutSchema } from './about.schema';

/** docs/spec-fields.md §7: a list of About records; a failure is only logged. */
export const aboutRead = endpoint({
  method: 'GET',
  path: '/api/getaboutus',
  answers: readAnswers(z.array(aboutSchema)),
  failureLog: 'Error fetching about us',
});
