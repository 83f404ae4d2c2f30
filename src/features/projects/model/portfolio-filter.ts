import type { Project } from '@/entities/project';
import { caseStudyOf, type ProjectType } from './case-study';
import { matchesProjectFilter, parseProjectFilter, PROJECT_FILTER_PARAM, type ProjectFilter } from './project-filter';

/**
 * The portfolio's filters beside the status tabs (issue 13): city, type and, for homes, the number of
 * bedrooms. They combine with each other and with the tab, and live in the address (`?city=Nashik&type=home&bhk=3`)
 * so a filtered portfolio survives a reload and can be shared. A project's facets come from its case study.
 */
export interface PortfolioFilter {
  status: ProjectFilter;
  city: string | null;
  type: ProjectType | null;
  /** Only with `type: 'home'`. */
  bhk: number | null;
}

export const PORTFOLIO_PARAMS = { status: PROJECT_FILTER_PARAM, city: 'city', type: 'type', bhk: 'bhk' } as const;

export const PROJECT_TYPES: ReadonlyArray<{ value: ProjectType; label: string }> = [
  { value: 'home', label: 'Home' },
  { value: 'office', label: 'Office' },
  { value: 'hospitality', label: 'Hospitality' },
  { value: 'institution', label: 'Institution' },
];

export function typeLabel(type: ProjectType): string {
  return PROJECT_TYPES.find((option) => option.value === type)?.label ?? type;
}

const clean = (value: string | null) => (value ?? '').trim();

/** Reads the address; anything unknown or malformed is left out rather than emptying the list. */
export function parsePortfolioFilter(params: URLSearchParams): PortfolioFilter {
  const typeText = clean(params.get(PORTFOLIO_PARAMS.type)).toLowerCase();
  const type = PROJECT_TYPES.find((option) => option.value === typeText)?.value ?? null;
  const bhkText = clean(params.get(PORTFOLIO_PARAMS.bhk));
  const bhk = type === 'home' && /^[1-9]$/.test(bhkText) ? Number(bhkText) : null;
  return {
    status: parseProjectFilter(params.get(PORTFOLIO_PARAMS.status)),
    city: clean(params.get(PORTFOLIO_PARAMS.city)) || null,
    type,
    bhk,
  };
}

/** The address parameters for a filter, keeping any other parameter of `current`. */
export function portfolioParams(current: URLSearchParams, filter: PortfolioFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(PORTFOLIO_PARAMS.status, filter.status === 'All' ? null : filter.status);
  set(PORTFOLIO_PARAMS.city, filter.city);
  set(PORTFOLIO_PARAMS.type, filter.type);
  set(PORTFOLIO_PARAMS.bhk, filter.type === 'home' && filter.bhk !== null ? String(filter.bhk) : null);
  return next;
}

export function hasFacetFilter(filter: PortfolioFilter): boolean {
  return filter.city !== null || filter.type !== null || filter.bhk !== null;
}

export function matchesPortfolioFilter(project: Project, filter: PortfolioFilter): boolean {
  if (!matchesProjectFilter(project, filter.status)) return false;
  if (!hasFacetFilter(filter)) return true;
  const study = caseStudyOf(project);
  if (!study) return false;
  if (filter.city !== null && study.city.toLowerCase() !== filter.city.toLowerCase()) return false;
  if (filter.type !== null && study.type !== filter.type) return false;
  if (filter.bhk !== null && study.bhk !== filter.bhk) return false;
  return true;
}

export function filterPortfolio(projects: readonly Project[], filter: PortfolioFilter): Project[] {
  return projects.filter((project) => matchesPortfolioFilter(project, filter));
}

/** The choices the filters offer: only cities, types and sizes some published project has. */
export function portfolioOptions(projects: readonly Project[]): { cities: string[]; types: ProjectType[]; bhks: number[] } {
  const studies = projects.filter((project) => matchesProjectFilter(project, 'All')).flatMap((project) => caseStudyOf(project) ?? []);
  const cities = [...new Set(studies.map((study) => study.city))].sort((a, b) => a.localeCompare(b));
  const types = PROJECT_TYPES.map((option) => option.value).filter((type) => studies.some((study) => study.type === type));
  const bhks = [...new Set(studies.flatMap((study) => (study.type === 'home' && study.bhk ? [study.bhk] : [])))].sort((a, b) => a - b);
  return { cities, types, bhks };
}
