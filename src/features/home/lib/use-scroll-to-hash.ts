import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** How long a `#hash` whose element is not rendered yet is waited for. */
const WAIT_FOR_TARGET_MS = 10_000;

/**
 * Scrolls to the element named by the address's `#hash` once the screen is `ready`. After a link inside the
 * site (a push), always: the browser does not jump for an address the app changes. On the page's own
 * address (and back or forward, a pop), the browser has already jumped to a target that was in the server's
 * HTML, and the page hydrates seconds later: scrolling again would pull back a visitor who has read on
 * since. So on a pop it scrolls only while the page is still at its top, that is when the target was not
 * there for the browser to jump to (a block whose chunk was still loading, or a page not rendered on the server).
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const browserScrolls = useNavigationType() === 'POP';
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || hash.length < 2 || done.current === key) return undefined;
    const id = decodeURIComponent(hash.slice(1));
    const scrollTo = (target: HTMLElement) => {
      done.current = key;
      if (browserScrolls && window.scrollY > 0) return;
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
  }, [ready, hash, key, browserScrolls]);
}
