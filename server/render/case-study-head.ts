import studies from '@content/case-studies.json';
import marathiStudies from '@content/case-studies.mr.json';
import { caseStudyTexts, type CaseStudyMarathi } from '../../src/shared/lib/case-study-text';
import type { Locale } from '../../src/shared/i18n/locale';

interface Study {
  slug: string;
  projectId: number;
  completionImages: Array<{ src: string }>;
}

/** The study an address names, as the screen finds it (its slug, or its project's number), the first without one. */
function findStudy(wanted: string | null): Study | undefined {
  const all = studies as Study[];
  if (wanted === null) return all[0];
  const slug = wanted.trim().toLowerCase();
  return all.find((study) => study.slug === slug) ?? (/^\d+$/.test(slug) ? all.find((study) => study.projectId === Number(slug)) : undefined);
}

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
  const study = findStudy(slug);
  if (!study) return null;
  const english = caseStudyTexts(study);
  const marathi = locale === 'mr' ? caseStudyTexts((marathiStudies as Record<string, CaseStudyMarathi>)[study.slug]) : {};
  const text = (key: string) => marathi[key] ?? english[key] ?? '';
  return { name: text('name'), description: shorten(text('sections.0.paragraphs.0') || text('name')), image: study.completionImages[0]?.src ?? null };
}
