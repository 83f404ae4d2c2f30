import type { Catalogue } from '@/shared/i18n';
import { caseStudyTexts, walkCaseStudy, type CaseStudyMarathi } from '@/shared/lib/case-study-text';
import type { CaseStudy } from './case-study';

const catalogues = new Map<string, Catalogue<Record<string, string>>>();

/**
 * One catalogue per study: its English messages are the study's own texts (nothing more in the bundle), its
 * Marathi the study's entry of `case-studies.mr.json`, so a Marathi page carries only its own study's texts.
 */
export function caseStudyCatalogue(study: CaseStudy): Catalogue<Record<string, string>> {
  let catalogue = catalogues.get(study.slug);
  if (!catalogue) {
    catalogue = {
      namespace: `case-study:${study.slug}`,
      en: caseStudyTexts(study),
      loadMarathi: () =>
        import('@content/case-studies.mr.json').then((module) => ({
          default: caseStudyTexts((module.default as Record<string, CaseStudyMarathi>)[study.slug]),
        })),
    };
    catalogues.set(study.slug, catalogue);
  }
  return catalogue;
}

export { caseStudyTexts };

/** The study with each text in the page's language (`text` is the study catalogue's `t`). */
export function localizeCaseStudy(study: CaseStudy, text: (key: string) => string): CaseStudy {
  return walkCaseStudy(study, '', (place) => text(place)) as CaseStudy;
}
