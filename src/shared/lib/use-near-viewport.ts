import { useEffect, useState, type RefObject } from 'react';

/** How long a screen is given to settle before watching starts (see `useNearViewport`). */
const SETTLE_MS = 1500;

/**
 * False until the element comes within `margin` of the viewport, then true for good (or true from the start
 * when `initially` is). False on the server and while hydrating, so what depends on it (a poster, a video)
 * is neither in the server's HTML nor fetched before the page's first screen is done. While a screen's chunk
 * and data are still loading the page is short and an element far below can sit in view for a moment:
 * watching starts once the screen has settled.
 */
export function useNearViewport(ref: RefObject<Element | null>, { initially = false, margin = '200px 0px' } = {}): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    const timer = window.setTimeout(() => observer.observe(element), SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [near, ref, margin]);
  return near;
}
