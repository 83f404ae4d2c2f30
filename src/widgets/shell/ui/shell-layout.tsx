import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useScrollToTop } from '../lib/use-scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every screen sits inside the same header (with its drawer) and footer. */
export function ShellLayout() {
  useScrollToTop();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Suspense
          fallback={
            <p className="container py-5" role="status">
              Loading…
            </p>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}
