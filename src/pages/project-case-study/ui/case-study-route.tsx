import { lazyExport } from '@/shared/lib/lazy-export';

const CaseStudyScreen = lazyExport(() => import(/* webpackChunkName: "case-study" */ './project-case-study-page'), 'ProjectCaseStudyPage');

/**
 * A case study, from a chunk of its own (the case studies' text and their Marathi): the portfolio's chunk,
 * evaluated in one task when `/projects` hydrates, carries only the list. The route table names the
 * `case-study` chunk beside `projects`, so a rendered case study preloads both.
 */
export function ProjectCaseStudyPage() {
  return <CaseStudyScreen />;
}
