import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { headerImageSchema } from './header-image.schema';

/** docs/spec-fields.md §7: a list of HeaderImage records; a failure is only logged. */
export const careerHeaderImagesRead = endpoint({
  method: 'GET',
  path: '/api/career_head_img',
  answers: readAnswers(z.array(headerImageSchema)),
  failureLog: 'Error fetching careers header image',
});

/** docs/spec-fields.md §7: a list of HeaderImage records; a failure is only logged. */
export const contactHeaderImagesRead = endpoint({
  method: 'GET',
  path: '/api/contactus_head',
  answers: readAnswers(z.array(headerImageSchema)),
  failureLog: 'Error fetching contact header image',
});
