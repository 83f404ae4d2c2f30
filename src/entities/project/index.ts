export { projectsRead, legacyProjectsRead } from './model/project.contract';
export { type Project } from './model/project';
export { useGetProjectsQuery } from './api/project-api';
