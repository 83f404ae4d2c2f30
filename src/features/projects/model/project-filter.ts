import type { Project } from '@/entities/project';
import { splitCategories } from '@/shared/lib/categories';

/** docs/spec-fields.md §4: the filter values, matched against a project's comma-separated categories. */
export type ProjectFilter = 'All' | 'Completed' | 'live' | 'Upcoming';

export const PROJECT_TABS: ReadonlyArray<{ value: ProjectFilter; label: string }> = [
  { value: 'All', label: 'All Project' },
  { value: 'Completed', label: 'Completed Project' },
  { value: 'live', label: 'Live Project' },
  { value: 'Upcoming', label: 'Upcoming Project' },
];

const DEFAULT_PROJECT_FILTER: ProjectFilter = 'All';

/** The address parameter that holds the chosen tab, so a filtered list can be shared. */
export const PROJECT_FILTER_PARAM = 'filter';

/** The API host sends a boolean; a database row read without conversion would give 1 or "true". */
export function isPublished(value: unknown): boolean {
  return value === true || value === 1 || value === 'true';
}

/** Published, and either the filter is All or one of the categories is the filter value (any case). */
export function matchesProjectFilter(project: Project, filter: ProjectFilter): boolean {
  if (!isPublished(project.Published)) return false;
  if (filter === 'All') return true;
  return splitCategories(project.categories).includes(filter.toLowerCase());
}

export function filterProjects(projects: readonly Project[], filter: ProjectFilter): Project[] {
  return projects.filter((project) => matchesProjectFilter(project, filter));
}

/** Reads the address parameter, any case; anything unknown is All. */
export function parseProjectFilter(value: string | null | undefined): ProjectFilter {
  const wanted = (value ?? '').trim().toLowerCase();
  return PROJECT_TABS.find((tab) => tab.value.toLowerCase() === wanted)?.value ?? DEFAULT_PROJECT_FILTER;
}

/** The project's status as a label for its card, if it has one of the three. */
export function projectStatus(project: Project): string | null {
  const categories = splitCategories(project.categories);
  return PROJECT_TABS.find((tab) => tab.value !== 'All' && categories.includes(tab.value.toLowerCase()))?.label.replace(' Project', '') ?? null;
}
