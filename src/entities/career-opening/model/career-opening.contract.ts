import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { careerOpeningSchema } from './career-opening.schema';

/** docs/spec-fields.md §7: a list of CareerOpening records; a failure is only logged. */
export const careerOpeningsRead = endpoint({
  method: 'GET',
  path: '/Careersdata',
  answers: readAnswers(z.array(careerOpeningSchema)),
  failureLog: 'Error fetching openings',
});
