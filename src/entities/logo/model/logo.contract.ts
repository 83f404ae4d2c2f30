import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { logoSchema } from './logo.schema';

/** docs/spec-fields.md §7: a list of Logo records; a failure is only logged. */
export const logosRead = endpoint({
  method: 'GET',
  path: '/api/getlogos',
  answers: readAnswers(z.array(logoSchema)),
  failureLog: 'Error fetching logos',
});
