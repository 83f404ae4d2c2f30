import type { z } from 'zod';
import type { projectSchema } from './project.schema';

export type Project = z.output<typeof projectSchema>;

/** docs/spec-fields.md §7: the list of projects; home takes the first 3. */
export const PROJECTS_READ = { path: '/projects', failureLog: 'Error fetching projects' } as const;

/** docs/spec-fields.md §7: fetched by the original and its result unused; served for compatibility, never called by the client. */
export const LEGACY_PROJECTS_READ = { path: '/api/projects', failureLog: 'Error fetching projects' } as const;
