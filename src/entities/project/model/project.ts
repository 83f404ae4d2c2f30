import type { z } from 'zod';
import type { projectSchema } from './project.schema';

export type Project = z.output<typeof projectSchema>;

/** SPEC section 7: the list of projects; home takes the first 3. */
export const PROJECTS_READ = { path: '/projects', failureLog: 'Error fetching projects' } as const;

/** SPEC section 7: fetched by the original and its result unused; served for compatibility, never called by the client. */
export const LEGACY_PROJECTS_READ = { path: '/api/projects', failureLog: 'Error fetching projects' } as const;
