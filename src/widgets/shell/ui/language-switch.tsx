import { Suspense, useEffect, useState } from 'react';
import { lazyExport } from '@/shared/lib/lazy-export';
import { useLocation } from 'react-router-dom';
import { readCookie } from '@/shared/lib/cookies';
import { LANGUAGE_NAME, LANGUAGE_TAG, LOCALE_COOKIE, pathInLocale, useLocale, type Locale } from '@/shared/i18n';

/** Remembers the visitor's language for a year (the offer to switch is not made again). */
function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** The address of this page in the other language (the router's location is the address without `/mr`). */
function useTwinAddress(): { other: Locale; href: string } {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other: Locale = locale === 'en' ? 'mr' : 'en';
  return { other, href: `${pathInLocale(`${pathname}${search}`, other)}${hash}` };
}

/**
 * The link to this same page in the other language (header and drawer), named in that language (with its
 * `lang`, so a screen reader says it right). A plain link: the other language is a page of its own, rendered
 * by the server in that language. The drawer shows it as a button beside its list of page links (the drawer
 * opens only with JavaScript, so nothing is lost without it).
 */
export function LanguageSwitch({ className, as = 'link' }: { className?: string; as?: 'link' | 'button' }) {
  const { other, href } = useTwinAddress();
  if (as === 'button') {
    return (
      <button
        type="button"
        className={className}
        lang={LANGUAGE_TAG[other]}
        onClick={() => {
          rememberLocale(other);
          window.location.assign(href);
        }}
      >
        {LANGUAGE_NAME[other]}
      </button>
    );
  }
  return (
    <a className={className} href={href} lang={LANGUAGE_TAG[other]} hrefLang={LANGUAGE_TAG[other]} onClick={() => rememberLocale(other)}>
      {LANGUAGE_NAME[other]}
    </a>
  );
}

/** True when the browser's preferred languages put Marathi before English. */
function prefersMarathi(languages: readonly string[]): boolean {
  const first = languages.findIndex((tag) => /^(mr|en)\b/i.test(tag));
  return first >= 0 && /^mr\b/i.test(languages[first]);
}

/** The line itself, in a chunk of its own: most visitors are never offered it. */
const LanguageOfferLine = lazyExport(() => import(/* webpackChunkName: "language-offer" */ './language-offer'), 'LanguageOfferLine');

/**
 * On an English page, a browser set to Marathi is offered the Marathi page in one line (never redirected:
 * crawlers and shared links see what the address says). Decided after hydration from the browser's own
 * settings, so the cached page is the same for everyone; fixed at the bottom, so it moves nothing.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const { other, href } = useTwinAddress();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(locale === 'en' && !readCookie(LOCALE_COOKIE) && prefersMarathi(navigator.languages ?? [navigator.language]));
  }, [locale]);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOfferLine
        href={href}
        onAccept={() => rememberLocale(other)}
        onDecline={() => {
          rememberLocale('en');
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
