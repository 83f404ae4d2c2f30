import type { z } from 'zod';
import type { contactOfficeSchema } from './contact-office.schema';

export type ContactOffice = z.output<typeof contactOfficeSchema>;

/** docs/spec-fields.md §7: a list of ContactOffice records; a failure is only logged. */
export const CONTACT_OFFICES_READ = { path: '/api/all_contactus_data', failureLog: 'Error fetching contact data' } as const;
