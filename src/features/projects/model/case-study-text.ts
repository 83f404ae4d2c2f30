import type { Catalogue } from '@/shared/i18n';
import type { CaseStudy } from './case-study';

/**
 * A case study's Marathi texts (issue 22). The case studies are bundled with the screen
 * (`content/case-studies.json`), so their Marathi is a file of its own, `content/case-studies.mr.json`
 * (a chunk no English page loads): per slug, the same shape as the English study with only its texts, any of
 * them optional (`name`, `location`, `area`, `status`, `imagesHeading`, `videos[i].title`, `sections[i].heading`,
 * `.paragraphs[j]`, `.list[j]`, `completionImages[i].alt`, lists by position). A missing text shows the English.
 */
export type CaseStudyMarathi = {
  name?: string;
  location?: string;
  area?: string;
  status?: string;
  imagesHeading?: string;
  videos?: Array<{ title?: string } | null>;
  sections?: Array<{ heading?: string; paragraphs?: Array<string | null>; list?: Array<string | null> } | null>;
  completionImages?: Array<{ alt?: string } | null>;
};

/** Every text of a study by its place (`sections.0.paragraphs.1`): the keys its catalogue's messages have. */
export function caseStudyTexts(study: CaseStudyMarathi | undefined): Record<string, string> {
  const texts: Record<string, string> = {};
  const put = (key: string, value: unknown) => {
    if (typeof value === 'string' && value.trim() !== '') texts[key] = value;
  };
  if (!study) return texts;
  for (const field of ['name', 'location', 'area', 'status', 'imagesHeading'] as const) put(field, study[field]);
  study.videos?.forEach((video, index) => put(`videos.${index}.title`, video?.title));
  study.sections?.forEach((section, index) => {
    put(`sections.${index}.heading`, section?.heading);
    section?.paragraphs?.forEach((text, at) => put(`sections.${index}.paragraphs.${at}`, text));
    section?.list?.forEach((text, at) => put(`sections.${index}.list.${at}`, text));
  });
  study.completionImages?.forEach((image, index) => put(`completionImages.${index}.alt`, image?.alt));
  return texts;
}

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

/** The study with each text in the page's language (`text` is the study catalogue's `t`). */
export function localizeCaseStudy(study: CaseStudy, text: (key: string) => string): CaseStudy {
  return {
    ...study,
    name: text('name'),
    location: text('location'),
    area: text('area'),
    status: text('status'),
    ...(study.imagesHeading !== undefined && { imagesHeading: text('imagesHeading') }),
    videos: study.videos.map((video, index) => ({ ...video, title: text(`videos.${index}.title`) })),
    sections: study.sections.map((section, index) => ({
      ...section,
      heading: text(`sections.${index}.heading`),
      paragraphs: section.paragraphs.map((_, at) => text(`sections.${index}.paragraphs.${at}`)),
      ...(section.list && { list: section.list.map((_, at) => text(`sections.${index}.list.${at}`)) }),
    })),
    completionImages: study.completionImages.map((image, index) => ({ ...image, alt: text(`completionImages.${index}.alt`) })),
  };
}
