import { listRead } from '@/shared/contracts/endpoint';
import { projectSchema } from './project.schema';

/** docs/spec-fields.md §7: the list of projects; home takes the first 3. */
export const projectsRead = listRead({ path: '/projects', record: projectSchema, failureLog: 'Error fetching projects' });

/** docs/spec-fields.md §7: fetched by the original and its result unused; served for compatibility, never called by the client. */
export const legacyProjectsRead = listRead({ path: '/api/projects', record: projectSchema, failureLog: 'Error fetching projects' });
