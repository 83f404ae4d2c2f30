import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { useText } from '@/shared/i18n';
import { deferred } from '@/shared/ui/deferred';
import { useScrollToTop } from '../lib/use-scroll-to-top';
import { shellText } from '../i18n/shell-text';
import { LanguageOffer } from './language-switch';
import { SiteHeader } from './site-header';

/**
 * The footer (with the floating contact buttons) sits below every screen's first view, so it hydrates
 * from its own chunk, requested as the page hydrates. Until it arrives React keeps its server HTML, whose
 * links and buttons (`tel:`, WhatsApp, e-mail, the pages) work as plain links.
 */
const SiteFooter = deferred('SiteFooter', () => import(/* webpackChunkName: "site-footer" */ './site-footer').then((module) => module.SiteFooter));

/** Every screen sits inside the same header (with its drawer) and footer; `children` stands in for the route's outlet. */
export function ShellLayout({ children }: { children?: ReactNode } = {}) {
  useScrollToTop();
  const t = useText(shellText);
  return (
    <>
      <a className="skip-link" href="#main">
        {t('Skip to main content')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <p className="container py-5" role="status">
              {t('Loading…')}
            </p>
          }
        >
          {children ?? <Outlet />}
        </Suspense>
      </main>
      <SiteFooter />
      <LanguageOffer />
    </>
  );
}
