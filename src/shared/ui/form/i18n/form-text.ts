import { useMemo } from 'react';
import templite from 'templite';
import { defineTextCatalogue, useLocale, useText, useTranslations } from '@/shared/i18n';

/**
 * The form parts' own words (buttons, popups, the character count), keyed by the English text, which stays
 * where it is shown: English pages carry no table. The Marathi joins the screens' in `mr-screens`.
 */
export const formText = defineTextCatalogue('form', () => import(/* webpackChunkName: "mr-screens" */ './form-text.mr'));

/**
 * The schemas' messages in Marathi, keyed by the English message: English pages show the schemas' own
 * words (the spec's, verbatim); a message it does not know is shown as it came (a server's explanation).
 */
export const formErrorsText = defineTextCatalogue('form-errors', () => import('./form-errors.mr'));

/**
 * A Marathi key with `{{placeholders}}` read as a pattern of the English message it translates: a message
 * built from a field's label (`shared/contracts/forms.ts`: `tooLong`, `noControl`, `optionalText`) or a wait the
 * server counts (`tooManyAttemptsMessage`, the write budget's 429). The patterns live in the Marathi module
 * only, so English pages carry none of them.
 */
function patternOf(key: string): RegExp {
  const parts = key.split(/\{\{(\w+)\}\}/);
  return new RegExp(`^${parts.map((part, i) => (i % 2 ? `(?<${part}>.+?)` : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`);
}

/**
 * The tender board's form messages in Marathi (vendor accounts, the vendor profile, pre-bid questions, sealed
 * bids), keyed by the English message: a catalogue of their own, loaded by the tender board's and the vendor
 * account's forms (`useText(tenderBoardErrorsText)`), so a Marathi page with only an enquiry or a contact form
 * does not carry them in its HTML (two thirds of the form messages). `useFormMessage` reads them once loaded.
 */
export const tenderBoardErrorsText = defineTextCatalogue('tender-board-errors', () => import(/* webpackChunkName: "mr-screens" */ './tender-board-errors.mr'));

/**
 * A form message in the page's language: as it is on an English page, translated on a Marathi one (the
 * schemas' and the server's common messages, and the tender board's once its screen has loaded them).
 */
export function useFormMessage(): (message: string) => string {
  const locale = useLocale();
  const t = useText(formErrorsText);
  const board = useTranslations(tenderBoardErrorsText);
  const common = useTranslations(formErrorsText);
  // One table per page, not per field and render: the tables change only when a catalogue loads.
  const marathi = useMemo(() => ({ ...board, ...common }) as Record<string, string>, [board, common]);
  if (locale === 'en') return (message) => message;
  return (message) => {
    if (marathi[message]) return marathi[message];
    for (const key of Object.keys(marathi)) {
      const groups = key.includes('{{') ? patternOf(key).exec(message)?.groups : undefined;
      // `{{name}}` in the Marathi message filled from the pattern's match, as rosetta fills any message.
      if (groups) return templite(marathi[key], groups.label === undefined ? groups : { ...groups, label: t(groups.label) });
    }
    return message;
  };
}
