import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { eventSchema } from './event.schema';

/** docs/spec-fields.md §7: the list of events. */
export const eventsRead = endpoint({
  method: 'GET',
  path: '/api/events',
  answers: readAnswers(z.array(eventSchema)),
  failureLog: 'Error fetching events',
});
