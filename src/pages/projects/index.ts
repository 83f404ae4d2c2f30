export { ProjectsPage } from './ui/projects-page';
