import marathiStudies from '@content/case-studies.mr.json';
import { DEFAULT_CASE_STUDY, findCaseStudy } from '../../src/features/projects/model/case-study';
import { caseStudyTexts, type CaseStudyMarathi } from '../../src/features/projects/model/case-study-text';
import type { Locale } from '../../src/shared/i18n/locale';

/** At most this many characters of the overview make the page's description. */
const DESCRIPTION_MAX = 200;

function shorten(text: string): string {
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX / 2)).replace(/[\s,;:–-]+$/, '')}…`;
}

/**
 * The head of a case study page in its language (issue 22): its name, the first paragraph of its overview as
 * the description, and its first photograph; each text Marathi where `content/case-studies.mr.json` has it.
 * null for an address that names no study (the not-found state keeps the screen's description).
 */
export function caseStudySummary(slug: string | null, locale: Locale): { name: string; description: string; image: string | null } | null {
  const study = slug === null ? DEFAULT_CASE_STUDY : findCaseStudy(slug);
  if (!study) return null;
  const english = caseStudyTexts(study);
  const marathi = locale === 'mr' ? caseStudyTexts((marathiStudies as Record<string, CaseStudyMarathi>)[study.slug]) : {};
  const text = (key: string) => marathi[key] ?? english[key] ?? '';
  return { name: text('name'), description: shorten(text('sections.0.paragraphs.0') || text('name')), image: study.completionImages[0]?.src ?? null };
}
