import type { z } from 'zod';
import type { headerImageSchema } from './header-image.schema';

export type HeaderImage = z.output<typeof headerImageSchema>;

/** docs/spec-fields.md §7: a list of HeaderImage records; a failure is only logged. */
export const CAREER_HEADER_IMAGES_READ = { path: '/api/career_head_img', failureLog: 'Error fetching careers header image' } as const;

/** docs/spec-fields.md §7: a list of HeaderImage records; a failure is only logged. */
export const CONTACT_HEADER_IMAGES_READ = { path: '/api/contactus_head', failureLog: 'Error fetching contact header image' } as const;
