import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { contactOfficeSchema } from './contact-office.schema';

/** docs/spec-fields.md §7: a list of ContactOffice records; a failure is only logged. */
export const contactOfficesRead = endpoint({
  method: 'GET',
  path: '/api/all_contactus_data',
  answers: readAnswers(z.array(contactOfficeSchema)),
  failureLog: 'Error fetching contact data',
});
