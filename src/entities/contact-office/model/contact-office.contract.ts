import { listRead } from '@/shared/contracts/endpoint';
import { contactOfficeSchema } from './contact-office.schema';

/** docs/spec-fields.md §7: a list of ContactOffice records; a failure is only logged. */
export const contactOfficesRead = listRead({ path: '/api/all_contactus_data', record: contactOfficeSchema, failureLog: 'Error fetching contact data' });
