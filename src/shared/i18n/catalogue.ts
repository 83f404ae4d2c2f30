/**
 * A screen's (or the shell's) texts: the English messages, bundled with the code that shows them, and a
 * loader of their Marathi translation, a chunk of its own, so an English page never carries Marathi.
 */

/** A text with plural forms, chosen by `Intl.PluralRules` from `count` (English and Marathi: one, other). */
export interface PluralMessage {
  one: string;
  other: string;
}

/** One message: a text with `{{name}}` placeholders, or its plural forms. */
export type Message = string | PluralMessage;

export type Messages = Record<string, Message>;

/** The Marathi (or any other) translation of a catalogue: every key of the English one, of the same shape. */
export type Translation<M extends Messages> = { [K in keyof M]: M[K] extends string ? string : PluralMessage };

export interface Catalogue<M extends Messages = Messages> {
  /** Unique per catalogue: the key its messages travel under in the page (hydration). */
  namespace: string;
  en: M;
  /** `import()` of the translation module (`export default { … } satisfies Translation<typeof en>`). */
  loadMarathi: () => Promise<{ default: Translation<M> }>;
  /** The keys are the English texts themselves (`defineTextCatalogue`). */
  textKeys?: boolean;
}

/**
 * A catalogue whose keys are the English texts themselves (gettext style), for texts that are a contract or
 * content in English (the schemas' messages, the service names) or short labels of shared parts: the
 * English bundle carries each text once, where it is used, and no table; a text the Marathi module lacks is
 * shown in English, placeholders filled.
 */
export function defineTextCatalogue(namespace: string, loadMarathi: () => Promise<{ default: Record<string, string> }>): Catalogue<Record<string, string>> {
  return { namespace, en: {}, loadMarathi, textKeys: true };
}

/**
 * Declares a catalogue; its Marathi module is an `import()`, so webpack gives it a chunk of its own (left
 * unnamed: each chunk name would be carried by every page's runtime).
 */
export function defineCatalogue<M extends Messages>(namespace: string, en: M, loadMarathi: Catalogue<M>['loadMarathi']): Catalogue<M> {
  return { namespace, en, loadMarathi };
}
