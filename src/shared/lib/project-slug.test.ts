import { caseStudyPath, projectSlug } from './project-slug';

describe('projectSlug', () => {
  it('joins the words of the name in lower case, dropping dashes and accents', () => {
    expect(projectSlug('Godavari Heights – 3BHK Residence')).toBe('godavari-heights-3bhk-residence');
    expect(projectSlug('  Café Déjà Vu!  ')).toBe('cafe-deja-vu');
    expect(projectSlug('Anjaneri Learning Academy – Library and Labs')).toBe('anjaneri-learning-academy-library-and-labs');
  });

  it('builds the case study address', () => {
    expect(caseStudyPath('Riverside Villa – Someshwar')).toBe('/projects/subprojects?project=riverside-villa-someshwar');
  });
});
