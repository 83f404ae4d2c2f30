export { LEGACY_PROJECTS_READ, PROJECTS_READ, type Project } from './model/project';
export { projectContentSchema, projectSchema } from './model/project.schema';
export { useGetProjectsQuery } from './api/project-api';
