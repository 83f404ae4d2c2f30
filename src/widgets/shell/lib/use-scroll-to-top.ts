import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new screen starts at its top, as a full page load would (the router keeps the old offset). */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
