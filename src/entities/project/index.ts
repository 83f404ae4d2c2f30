export { LEGACY_PROJECTS_READ, PROJECTS_READ, type Project } from './model/project';
export { useGetProjectsQuery } from './api/project-api';
