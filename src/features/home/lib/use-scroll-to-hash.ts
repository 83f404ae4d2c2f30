import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a `#hash` whose element is not rendered yet is waited for. */
const WAIT_FOR_TARGET_MS = 10_000;

/**
 * Scrolls to the element named by the address's `#hash` once the screen is `ready`. The browser's own
 * jump happens before a lazily loaded screen and its data have rendered, so it lands in the wrong place.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || hash.length < 2 || done.current === key) return undefined;
    const id = decodeURIComponent(hash.slice(1));
    const scrollTo = (target: HTMLElement) => {
      done.current = key;
      target.scrollIntoView({ block: 'start' });
    };
    const target = document.getElementById(id);
    if (target) {
      scrollTo(target);
      return undefined;
    }
    // The target may be in a block whose chunk is still loading (the home's deferred blocks): wait for it a while.
    const observer = new MutationObserver(() => {
      const late = document.getElementById(id);
      if (!late) return;
      observer.disconnect();
      scrollTo(late);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), WAIT_FOR_TARGET_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [ready, hash, key]);
}
