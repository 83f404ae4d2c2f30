export { ProjectsPage } from './ui/projects-page';
export { ProjectCaseStudyPage } from './ui/project-case-study-page';
