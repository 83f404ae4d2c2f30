export { ProjectCard, ProjectGrid } from './project-card';
