// The slice's stylesheet comes with its public index: the pages that compose it link it in their chunk.
import './ui/projects.scss';
export { projectsText } from './i18n/projects-text';
export { DEFAULT_CASE_STUDY, findCaseStudy } from './model/case-study';
export type { CaseStudy, ProjectType } from './model/case-study';
export { caseStudyCatalogue, localizeCaseStudy } from './model/case-study-text';
export {
  typeLabel,
  filterPortfolio,
  hasFacetFilter,
  parsePortfolioFilter,
  portfolioOptions,
  portfolioParams,
  PROJECT_TYPES,
} from './model/portfolio-filter';
export type { PortfolioFilter } from './model/portfolio-filter';
export { PROJECT_FILTER_PARAM, PROJECT_TABS, projectStatus } from './model/project-filter';
export type { ProjectFilter } from './model/project-filter';
export { CaseStudyVideo } from './ui/case-study-video';
