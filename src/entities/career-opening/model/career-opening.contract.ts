import { listRead } from '@/shared/contracts/endpoint';
import { careerOpeningSchema } from './career-opening.schema';

/** docs/spec-fields.md §7: a list of CareerOpening records; a failure is only logged. */
export const careerOpeningsRead = listRead({ path: '/Careersdata', record: careerOpeningSchema, failureLog: 'Error fetching openings' });
