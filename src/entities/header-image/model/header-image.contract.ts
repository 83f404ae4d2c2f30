import { listRead } from '@/shared/contracts/endpoint';
import { headerImageSchema } from './header-image.schema';

/** docs/spec-fields.md §7: a list of HeaderImage records; a failure is only logged. */
export const careerHeaderImagesRead = listRead({ path: '/api/career_head_img', record: headerImageSchema, failureLog: 'Error fetching careers header image' });

/** docs/spec-fields.md §7: a list of HeaderImage records; a failure is only logged. */
export const contactHeaderImagesRead = listRead({ path: '/api/contactus_head', record: headerImageSchema, failureLog: 'Error fetching contact header image' });
