export { ProjectsPage } from './ui/projects-page';
export { ProjectCaseStudyPage } from './ui/case-study-route';
