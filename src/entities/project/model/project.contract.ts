import { z } from 'zod';
import { endpoint, readAnswers } from '@/shared/contracts/endpoint';
import { projectSchema } from './project.schema';

/** docs/spec-fields.md §7: the list of projects; home takes the first 3. */
export const projectsRead = endpoint({
  method: 'GET',
  path: '/projects',
  answers: readAnswers(z.array(projectSchema)),
  failureLog: 'Error fetching projects',
});

/** docs/spec-fields.md §7: fetched by the original and its result unused; served for compatibility, never called by the client. */
export const legacyProjectsRead = endpoint({
  method: 'GET',
  path: '/api/projects',
  answers: readAnswers(z.array(projectSchema)),
  failureLog: 'Error fetching projects',
});
