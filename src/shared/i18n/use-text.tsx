import { createContext, use, useContext, type ReactNode } from 'react';
import type { Catalogue, Messages } from './catalogue';
import { createI18n, type I18n, type MessageParams } from './i18n';
import type { Locale } from './locale';

/** English unless a provider says otherwise: a component rendered on its own (tests) reads as today. */
const I18nContext = createContext<I18n>(createI18n('en'));

/** The page's language and its messages: one per server render, one per page in the browser. */
export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

export const useLocale = (): Locale => useContext(I18nContext).locale;

/**
 * `params` may be a record itself (a tender, the company): its fields fill the placeholders of the same name,
 * so a screen need not build an object per text.
 */
export type Translate<M extends Messages> = (key: keyof M & string, params?: MessageParams | object) => string;

/**
 * The texts of one catalogue in the page's language. A Marathi catalogue not yet loaded (a screen reached
 * by a link, not the first page) suspends the screen until its chunk is in; on the server the render
 * waits for it, and the page carries it to the browser, which therefore hydrates without waiting.
 */
export function useText<M extends Messages>(catalogue: Catalogue<M>): Translate<M> {
  const i18n = useContext(I18nContext);
  if (!i18n.has(catalogue as unknown as Catalogue)) use(i18n.load(catalogue as unknown as Catalogue));
  return (key, params) => i18n.t(catalogue as unknown as Catalogue, key, params);
}

/**
 * A catalogue's translated messages as loaded (none on an English page), for a caller that matches a message
 * against the keys themselves (`useFormMessage`: a key with `{{placeholders}}` is a pattern). Call it after
 * `useText(catalogue)`, which loads them.
 */
export function useTranslations(catalogue: Catalogue): Messages {
  const i18n = useContext(I18nContext);
  return i18n.loaded()[catalogue.namespace] ?? NO_MESSAGES;
}

/** The same empty table every time, so a caller can memoise on it. */
const NO_MESSAGES: Messages = Object.freeze({});
