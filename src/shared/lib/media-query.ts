import { useCallback, useSyncExternalStore } from 'react';

/** The layout breakpoint of docs/spec-fields.md §9 (px). */
const LAYOUT_BREAKPOINT = 768;

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function mediaQueryList(query: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
}

/**
 * Whether a media query matches now, re-rendering when it changes (window resize, a system setting).
 * Rendering on the server, or where there is no `matchMedia`, it answers `serverValue`.
 */
function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaQueryList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = () => mediaQueryList(query)?.matches ?? serverValue;
  return useSyncExternalStore(subscribe, read, () => serverValue);
}

/** The visitor asked the system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

/** At least the layout breakpoint wide (768 px). */
export function useIsWideLayout(): boolean {
  return useMediaQuery(`(min-width: ${LAYOUT_BREAKPOINT}px)`, true);
}
