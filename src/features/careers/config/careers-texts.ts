/**
 * The Careers screen's fixed texts (docs/spec-fields.md §2: "an HR philosophy list of 8 beliefs, a note to
 * e-mail a resume if a position is not listed"). The address comes from the company constants.
 */

export const HR_PHILOSOPHY_TITLE = 'Our HR Philosophy';

export const HR_PHILOSOPHY_INTRO = 'Good interiors are built by people who are trusted, trained and treated fairly. We believe:';

export const HR_BELIEFS: readonly string[] = [
  'Every person on our team, from the site helper to the designer, deserves respect and a safe place to work.',
  'Skills grow on the job: we train our people on new materials, tools and software every year.',
  'Fair, on-time pay and clear terms come before everything else.',
  'Good work is noticed: we promote from within wherever we can.',
  'Safety on site is never traded for speed.',
  'Craftsmen and designers learn most when they work side by side.',
  'Honest feedback, given early and kindly, makes better teams and better homes.',
  'A balanced life makes better work: we plan schedules so that people get their weekly day off.',
];

export const OPENINGS_TITLE = 'Current Openings';

/** Shown above the openings; `{email}` is replaced with the company's address. */
export const RESUME_NOTE = 'Don’t see a position that suits you? E-mail your resume to {email} and we will get in touch when a matching role opens.';

export const APPLY_TITLE = 'Apply Now';

export const RESUME_HINT = 'Accepted file types: PDF, DOC, DOCX or TXT, up to 1 MB.';
