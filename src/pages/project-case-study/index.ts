export { ProjectCaseStudyPage } from './ui/case-study-route';
