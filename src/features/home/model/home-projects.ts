import type { Project } from '@/entities/project';

/** Home shows at most three projects (docs/spec-fields.md §9). */
const HOME_PROJECT_LIMIT = 3;

/** The first published projects, at most `limit`. */
export function homeProjects(projects: readonly Project[], limit = HOME_PROJECT_LIMIT): Project[] {
  return projects.filter((project) => project.Published !== false).slice(0, limit);
}
