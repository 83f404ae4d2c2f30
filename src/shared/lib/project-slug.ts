/**
 * A project's address name: its `Project_Name` in lower case, letters and digits joined by hyphens
 * ("Godavari Heights – 3BHK Residence" → `godavari-heights-3bhk-residence`). The case study of a
 * project lives at `projects/subprojects?project=<slug>` (docs/spec-fields.md, "Where the specification is silent").
 */
export function projectSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The address parameter that names the project on the case study screen. */
export const CASE_STUDY_PARAM = 'project';

/**
 * `/projects/subprojects?project=<slug>`, the case study of one project. A name in Devanagari (a Marathi page's
 * project) has no Latin slug: the project's number names its study then.
 */
export function caseStudyPath(projectName: string, id?: number): string {
  const name = id !== undefined && /[\u0900-\u097f]/.test(projectName) ? String(id) : projectSlug(projectName);
  return `/projects/subprojects?${CASE_STUDY_PARAM}=${encodeURIComponent(name)}`;
}
