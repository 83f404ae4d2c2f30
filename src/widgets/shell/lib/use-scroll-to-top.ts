import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A new screen starts at its top, as a full page load would (the router keeps the old offset). Not on the
 * first render: the page the server sent is where the browser put it, and a visitor may have scrolled
 * before it hydrated (scrolling back to the top then would move the page under their finger).
 */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
