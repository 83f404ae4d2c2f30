import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the element named by the address's `#hash` once the screen is `ready`. The browser's own
 * jump happens before a lazily loaded screen and its data have rendered, so it lands in the wrong place.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);

  useEffect(() => {
    if (!ready || hash.length < 2 || done.current === key) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    done.current = key;
    target.scrollIntoView({ block: 'start' });
  }, [ready, hash, key]);
}
