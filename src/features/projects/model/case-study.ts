import caseStudies from '@content/case-studies.json';
import { projectSlug } from '@/shared/lib/project-slug';

/**
 * Every project's case study (docs/spec-fields.md, "Project case study"; docs/spec-fields.md, "Where the specification is silent"), written for the demo
 * projects in `content/case-studies.json`. The first one is the case study shown at
 * `projects/subprojects` without a project. `slug` is the project's name as an address
 * (`projectSlug(Project_Name)`); `city`, `type` and `bhk` are the portfolio's filter facets.
 */
export interface CaseStudySection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export type ProjectType = 'home' | 'office' | 'hospitality' | 'institution';

export interface CaseStudy {
  slug: string;
  projectId: number;
  name: string;
  location: string;
  area: string;
  city: string;
  type: ProjectType;
  /** Bedrooms, for homes. */
  bhk?: number;
  /** Completed, In progress or Upcoming, as a visitor reads it. */
  status: string;
  videos: Array<{ src: string; poster: string; title: string }>;
  sections: CaseStudySection[];
  /** The photographs at the end (of the finished rooms, the site so far, or the design). */
  completionImages: Array<{ src: string; alt: string }>;
  /** Heading of those photographs; "On completion" unless the project is not finished. */
  imagesHeading?: string;
}

const CASE_STUDIES: readonly CaseStudy[] = caseStudies as CaseStudy[];

/** The case study the page shows without a `project` parameter (the spec's one case study). */
export const DEFAULT_CASE_STUDY: CaseStudy = CASE_STUDIES[0];

const BY_SLUG = new Map(CASE_STUDIES.map((study) => [study.slug, study]));
const BY_PROJECT = new Map(CASE_STUDIES.map((study) => [study.projectId, study]));

/** The case study named in the address, any case; `undefined` for an unknown name. */
export function findCaseStudy(slug: string): CaseStudy | undefined {
  const wanted = slug.trim().toLowerCase();
  // A project's number names its study too (`caseStudyPath` of a Marathi project name, which has no Latin slug).
  return BY_SLUG.get(wanted) ?? (/^\d+$/.test(wanted) ? BY_PROJECT.get(Number(wanted)) : undefined);
}

/** A project's case study: by its id, or failing that by its name's slug. */
export function caseStudyOf(project: { id?: number; Project_Name: string }): CaseStudy | undefined {
  return (project.id !== undefined ? BY_PROJECT.get(project.id) : undefined) ?? BY_SLUG.get(projectSlug(project.Project_Name));
}
