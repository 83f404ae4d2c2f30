import { act, render } from '@testing-library/react';
import { BackgroundVideoPlayer as BackgroundVideo, PHONE_QUERY } from './background-video-player';

type Listener = () => void;

/** A controllable `prefers-reduced-motion` media query. */
function mockReducedMotion(initially: boolean) {
  const listeners = new Set<Listener>();
  const media = {
    matches: initially,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_type: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_type: string, listener: Listener) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => (query === media.media ? media : original(query))) as unknown as typeof window.matchMedia;
  return {
    change(matches: boolean) {
      media.matches = matches;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

describe('BackgroundVideo', () => {
  let play: jest.SpyInstance;
  let pause: jest.SpyInstance;

  beforeEach(() => {
    play = jest.spyOn(window.HTMLMediaElement.prototype, 'play');
    pause = jest.spyOn(window.HTMLMediaElement.prototype, 'pause');
  });
  afterEach(() => jest.restoreAllMocks());

  it('plays muted, looping and inline, hidden from assistive technology', () => {
    const { container } = render(<BackgroundVideo src="/v.mp4" poster="/v.jpg" />);
    const video = container.querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/v.jpg');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video.autoplay).toBe(true);
    expect(play).toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();
  });

  it('stays paused on its poster when the visitor prefers reduced motion, and follows a change of setting', () => {
    const motion = mockReducedMotion(true);
    try {
      const { container } = render(<BackgroundVideo src="/v.mp4" poster="/v.jpg" />);
      const video = container.querySelector('video')!;
      expect(pause).toHaveBeenCalled();
      expect(play).not.toHaveBeenCalled();
      expect(video.autoplay).toBe(false);

      play.mockClear();
      motion.change(false);
      expect(play).toHaveBeenCalled();
      expect(video.autoplay).toBe(true);
    } finally {
      motion.restore();
    }
  });
  it('when lazy, fetches nothing, not even the poster, until it comes near the viewport, then plays', () => {
    let notify: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    const disconnect = jest.fn();
    const observed = jest.fn();
    jest.useFakeTimers();
    const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        notify = callback;
      }
      observe() {
        observed();
      }
      disconnect() {
        disconnect();
      }
    };
    try {
      const { container } = render(<BackgroundVideo src="/v.mp4" poster="/v.jpg" lazy />);
      const video = container.querySelector('video')!;
      expect(video).not.toHaveAttribute('src');
      expect(video).not.toHaveAttribute('poster');
      expect(video).toHaveAttribute('preload', 'none');
      expect(play).not.toHaveBeenCalled();
      expect(observed).not.toHaveBeenCalled();

      act(() => jest.advanceTimersByTime(1500));
      expect(observed).toHaveBeenCalled();
      act(() => notify?.([{ isIntersecting: true }]));
      expect(video).toHaveAttribute('poster', '/v.jpg');
      expect(video).toHaveAttribute('src', '/v.mp4');
      expect(play).toHaveBeenCalled();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
      (window as { IntersectionObserver?: unknown }).IntersectionObserver = original;
    }
  });

  /** The two ways a browser says the video is not worth its bytes; each set-up returns how to undo itself. */
  const POSTER_ONLY: Array<[string, () => () => void]> = [
    [
      'for a visitor who saves data',
      () => {
        Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
        return () => {
          delete (navigator as { connection?: unknown }).connection;
        };
      },
    ],
    [
      'on a phone-sized screen',
      () => {
        const original = window.matchMedia;
        window.matchMedia = ((query: string) => ({ ...original(query), matches: query === PHONE_QUERY })) as typeof window.matchMedia;
        return () => {
          window.matchMedia = original;
        };
      },
    ],
  ];

  it.each(POSTER_ONLY)('never fetches the video %s: the poster stays', (_when, setUp) => {
    const undo = setUp();
    try {
      const { container } = render(<BackgroundVideo src="/v.mp4" poster="/v.jpg" />);
      const video = container.querySelector('video')!;
      expect(video).not.toHaveAttribute('src');
      expect(video).toHaveAttribute('poster', '/v.jpg');
      expect(video).toHaveAttribute('preload', 'none');
      expect(play).not.toHaveBeenCalled();
    } finally {
      undo();
    }
  });
});
