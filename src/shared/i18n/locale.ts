/**
 * The site's two languages (issue 22): English at every address as today, Marathi at the same address
 * under `/mr`. Plain data and pure functions, so the server (page head, sitemap) imports them too.
 */
export const LOCALES = ['en', 'mr'] as const;
export type Locale = (typeof LOCALES)[number];

/** The path prefix of the Marathi twin of every address (the router's basename on Marathi pages). */
export const MARATHI_BASE = '/mr';

/** `<html lang>` and `hreflang` of each language. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-IN', mr: 'mr-IN' };

/**
 * The tag numbers and dates are formatted with: Marathi keeps Latin digits (`-u-nu-latn`: ₹16,30,000, not
 * Devanagari digits) with the Indian grouping, as the company's documents and the tender board write them.
 */
export const FORMAT_TAG: Record<Locale, string> = { en: 'en-IN', mr: 'mr-IN-u-nu-latn' };

/** The language's own name, as the switch shows it (each in its own language). */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', mr: 'मराठी' };

/** The cookie that remembers a visitor's choice (set by the language switch; read by the offer to switch). */
export const LOCALE_COOKIE = 'lang';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The language an address is in: `/mr` and `/mr/…` are Marathi, every other address English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === MARATHI_BASE || pathname.startsWith(`${MARATHI_BASE}/`) || pathname.startsWith(`${MARATHI_BASE}?`) ? 'mr' : 'en';
}

/** The address without its language prefix: `/mr/tender?x=1` → `/tender?x=1`, `/mr` → `/`. */
export function pathWithoutLocale(url: string): string {
  if (localeOfPath(url) === 'en') return url;
  const rest = url.slice(MARATHI_BASE.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The same address in `locale`: `('/tender?x=1', 'mr')` → `/mr/tender?x=1`; the home page is `/mr/`. */
export function pathInLocale(url: string, locale: Locale): string {
  const bare = pathWithoutLocale(url);
  return locale === 'mr' ? `${MARATHI_BASE}${bare}` : bare;
}
