import rosetta from 'rosetta';
import type { Catalogue, Messages } from './catalogue';
import { FORMAT_TAG, type Locale } from './locale';

/** Values a message's `{{placeholders}}` are filled from; `count` also picks a plural form. */
export type MessageParams = Record<string, string | number>;

/** The messages one page was rendered with, per catalogue namespace: written into the page for hydration. */
export type LoadedMessages = Record<string, Messages>;

/**
 * One language's messages for one render (the server makes one per request) or one page's life (the
 * browser). A thin layer over rosetta: it keeps the tables per language and fills `{{placeholders}}`;
 * this adds plural forms (`Intl.PluralRules`), catalogues loaded on demand, and the English text as the
 * fallback of a message the translation lacks.
 */
export interface I18n {
  readonly locale: Locale;
  /** True once the catalogue's messages in this language are at hand (English always is). */
  has(catalogue: Catalogue): boolean;
  /** Loads the catalogue's translation; the same promise for every caller until it settles. */
  load(catalogue: Catalogue): Promise<void>;
  /** `params` may be any record (a tender): its fields fill the placeholders of their name. */
  t(catalogue: Catalogue, key: string, params?: MessageParams | object): string;
  /** The translated messages this instance holds (none for English: those are in the scripts). */
  loaded(): LoadedMessages;
}

export function createI18n(locale: Locale, messages: LoadedMessages = {}): I18n {
  const tables = rosetta<Messages>();
  const marathi = locale !== 'en';
  if (marathi) for (const [namespace, table] of Object.entries(messages)) tables.set(locale, { [namespace]: table } as never);
  const pending = new Map<string, Promise<void>>();
  // Made on the first plural message, not with the instance: making one costs a phone ~20 ms (Marathi's
  // rules are loaded then), and the browser makes its instance in the task that starts the page.
  const plurals = lazy(() => new Intl.PluralRules(FORMAT_TAG[locale]));
  const englishPlurals = lazy(() => new Intl.PluralRules(FORMAT_TAG.en));

  const table = (lang: string, namespace: string) => (tables.table(lang) as LoadedMessages | undefined)?.[namespace];
  const has = (catalogue: Catalogue) => !marathi || table(locale, catalogue.namespace) !== undefined;

  function lookup(lang: string, catalogue: Catalogue, key: string, params: MessageParams | undefined, rules: () => Intl.PluralRules): string {
    const message = table(lang, catalogue.namespace)?.[key];
    if (message === undefined || typeof message === 'string') return tables.t([catalogue.namespace, key], params, lang);
    const form = typeof params?.count === 'number' ? (rules().select(params.count) as keyof typeof message) : 'other';
    return tables.t([catalogue.namespace, key, form in message ? form : 'other'], params, lang);
  }

  return {
    locale,
    has,
    load(catalogue) {
      if (has(catalogue)) return Promise.resolve();
      let loading = pending.get(catalogue.namespace);
      if (!loading) {
        loading = catalogue.loadMarathi().then((module) => {
          tables.set(locale, { [catalogue.namespace]: module.default } as never);
          pending.delete(catalogue.namespace);
        });
        pending.set(catalogue.namespace, loading);
      }
      return loading;
    },
    t(catalogue, key, given) {
      const params = given as MessageParams | undefined;
      if (marathi && has(catalogue)) {
        const text = lookup(locale, catalogue, key, params, plurals);
        if (text) return text;
      }
      // English, or a message the translation lacks (the catalogue test fails on that): the English text.
      if (!table('en', catalogue.namespace)) tables.set('en', { [catalogue.namespace]: catalogue.textKeys ? {} : catalogue.en } as never);
      const english = table('en', catalogue.namespace)!;
      // A text catalogue's English message is its key.
      if (catalogue.textKeys && !(key in english)) english[key] = key;
      return lookup('en', catalogue, key, params, englishPlurals);
    },
    loaded: () => (marathi ? { ...(tables.table(locale) as LoadedMessages | undefined) } : {}),
  };
}

/** The value `make` returns, made on the first call only. */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
