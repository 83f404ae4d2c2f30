import type { z } from 'zod';
import type { contactOfficeSchema } from './contact-office.schema';

export type ContactOffice = z.output<typeof contactOfficeSchema>;
