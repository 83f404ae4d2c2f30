import { defineCatalogue, defineTextCatalogue, useLocale, useText } from '@/shared/i18n';
import { formEn } from './form-text.en';

/** The form parts' words. */
export const formText = defineCatalogue('form', formEn, () => import('./form-text.mr'));

/**
 * The schemas' messages in Marathi, keyed by the English message: English pages show the schemas' own
 * words (SPEC's, verbatim); a message it does not know is shown as it came (a server's explanation).
 */
export const formErrorsText = defineTextCatalogue('form-errors', () => import('./form-errors.mr'));

/** Messages built from a field's label by `shared/contracts/forms.ts` (`tooLong`, `noControl`, `optionalText`). */
const PATTERNS: Array<[key: string, pattern: RegExp]> = [
  ['{{label}} must be at most {{max}} characters.', /^(?<label>.+) must be at most (?<max>\d+) characters\.$/],
  ['{{label}} must not contain control characters.', /^(?<label>.+) must not contain control characters\.$/],
  ['{{label}} must be text.', /^(?<label>.+) must be text\.$/],
];

/** A form message in the page's language: as it is on an English page, translated on a Marathi one. */
export function useFormMessage(): (message: string) => string {
  const locale = useLocale();
  const t = useText(formErrorsText);
  if (locale === 'en') return (message) => message;
  return (message) => {
    const exact = t(message);
    if (exact !== message) return exact;
    for (const [key, pattern] of PATTERNS) {
      const groups = pattern.exec(message)?.groups;
      if (groups) return t(key, { ...groups, label: t(groups.label) });
    }
    return message;
  };
}
