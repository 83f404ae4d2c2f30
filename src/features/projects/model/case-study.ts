import caseStudy from '@content/case-study.json';

/** The one project case study (SPEC "Project case study"), written for the demo project in `content/`. */
export interface CaseStudySection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface CaseStudy {
  projectId: number;
  name: string;
  location: string;
  area: string;
  videos: Array<{ src: string; poster: string; title: string }>;
  sections: CaseStudySection[];
  completionImages: Array<{ src: string; alt: string }>;
}

export const CASE_STUDY: CaseStudy = caseStudy;
