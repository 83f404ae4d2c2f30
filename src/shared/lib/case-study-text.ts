/**
 * Reading a case study's texts out by place and putting them back (issue 22): shared by the case study
 * screen (`src/features/projects`) and the server (the page head, `npm run content -- check`). Pure, no imports.
 */

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

/** Fields of a study that are not texts: addresses, facets and numbers stay as they are. */
const NOT_TEXT = new Set(['slug', 'id', 'src', 'poster', 'city', 'type']);

/**
 * Walks a study's texts, each named by its place (`name`, `sections.0.paragraphs.1`), and gives the study
 * back with each text replaced by `text(place, english)`: one walk reads the texts out and puts them back.
 */
export function walkCaseStudy(value: unknown, place: string, text: (place: string, value: string) => string): unknown {
  if (typeof value == 'string') return text(place, value);
  if (Array.isArray(value)) return value.map((item, index) => walkCaseStudy(item, `${place}.${index}`, text));
  if (!value || typeof value != 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([field, inner]) => [field, NOT_TEXT.has(field) ? inner : walkCaseStudy(inner, place ? `${place}.${field}` : field, text)]));
}

/** Every text of a study by its place (`sections.0.paragraphs.1`): the keys its catalogue's messages have. */
export function caseStudyTexts(study: object | undefined): Record<string, string> {
  const texts: Record<string, string> = {};
  walkCaseStudy(study, '', (place, value) => {
    if (value.trim() !== '') texts[place] = value;
    return value;
  });
  return texts;
}

