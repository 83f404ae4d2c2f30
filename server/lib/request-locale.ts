import type { Locale } from '../../src/shared/i18n/locale';

/**
 * The language a request is made in: a Marathi page's reads and writes carry `?lang=mr`
 * (`src/shared/api/base-api.ts`; the server render asks its reads the same in-process). Content reads answer
 * with the Marathi texts, and what a visitor sends keeps it. Anything else is English.
 */
export function readLocale(query: unknown): Locale {
  return query && typeof query === 'object' && (query as { lang?: unknown }).lang === 'mr' ? 'mr' : 'en';
}
