import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { eventHeaderSchema } from './event-header.schema';

/** docs/spec-fields.md §7: a list of EventHeader records; a failure is only logged. */
export const eventHeaderRead = endpoint({
  method: 'GET',
  path: '/api/get_event_header',
  answers: readAnswers(z.array(eventHeaderSchema)),
  failureLog: 'Error fetching event header',
});
