import { act, render, screen } from '@testing-library/react';
import { useIsWideLayout, usePrefersReducedMotion } from './media-query';

/** A matchMedia whose answers the test can change, notifying listeners like the browser does. */
function controllableMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    onchange: null,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  return {
    set(query: string, matches: boolean) {
      state[query] = matches;
      listeners.forEach((listener) => listener());
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

function Probe() {
  return (
    <p>
      {useIsWideLayout() ? 'wide' : 'narrow'} {usePrefersReducedMotion() ? 'still' : 'moving'}
    </p>
  );
}

describe('media queries', () => {
  it('answers at once and follows resizes and setting changes', () => {
    const media = controllableMatchMedia({ '(min-width: 768px)': true });
    try {
      render(<Probe />);
      expect(screen.getByText('wide moving')).toBeInTheDocument();
      act(() => media.set('(min-width: 768px)', false));
      expect(screen.getByText('narrow moving')).toBeInTheDocument();
      act(() => media.set('(prefers-reduced-motion: reduce)', true));
      expect(screen.getByText('narrow still')).toBeInTheDocument();
    } finally {
      media.restore();
    }
  });
});
