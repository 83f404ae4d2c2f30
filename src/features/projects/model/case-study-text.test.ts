import caseStudies from '@content/case-studies.json';
import type { CaseStudy } from './case-study';
import { caseStudyTexts, localizeCaseStudy } from './case-study-text';

const study = (caseStudies as CaseStudy[])[0];

describe('a case study in Marathi', () => {
  it('names each text by its place, and leaves addresses, facets and numbers out', () => {
    const texts = caseStudyTexts(study);
    expect(texts.name).toBe(study.name);
    expect(texts['sections.0.heading']).toBe(study.sections[0].heading);
    expect(texts['sections.1.list.0']).toBe(study.sections[1].list![0]);
    expect(texts['completionImages.0.alt']).toBe(study.completionImages[0].alt);
    expect(Object.keys(texts).some((key) => /(^|\.)(slug|src|poster|id|city|type)$/.test(key))).toBe(false);
  });

  it('puts each text back in its place, a missing translation falling back to the English of that text alone', () => {
    const marathi: Record<string, string> = { name: 'कपिला', 'sections.0.paragraphs.1': 'दुसरा परिच्छेद' };
    const english = caseStudyTexts(study);
    const localized = localizeCaseStudy(study, (key) => marathi[key] ?? english[key] ?? '');
    expect(localized.name).toBe('कपिला');
    expect(localized.sections[0].paragraphs).toEqual([study.sections[0].paragraphs[0], 'दुसरा परिच्छेद']);
    expect(localized.completionImages[0]).toEqual(study.completionImages[0]);
    expect(localized.slug).toBe(study.slug);
    expect(localized.projectId).toBe(study.projectId);
  });
});
