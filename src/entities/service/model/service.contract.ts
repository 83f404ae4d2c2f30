import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { serviceSchema } from './service.schema';

/** docs/spec-fields.md §7: a list of Service records; a failure is only logged. */
export const servicesRead = endpoint({
  method: 'GET',
  path: '/api/getservices',
  answers: readAnswers(z.array(serviceSchema)),
  failureLog: 'Error fetching services',
});
