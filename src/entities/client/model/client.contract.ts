import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { clientSchema } from './client.schema';

/** docs/spec-fields.md §7: a list of Client records; a failure is only logged. */
export const clientsRead = endpoint({
  method: 'GET',
  path: '/api/getclients',
  answers: readAnswers(z.array(clientSchema)),
  failureLog: 'Error fetching clients',
});
