import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from '@/shared/lib/media-query';

const SETTLE_MS = 1500;

export interface BackgroundVideoProps {
  src: string;
  poster: string;
  className?: string;
  /**
   * Below the fold: fetch the poster and the video only when they come near the viewport (until then the
   * strip shows its own background; without JavaScript it keeps it). The footer's poster no longer
   * competes with a page's first screen for a phone's bandwidth.
   */
  lazy?: boolean;
}

/** The visitor asked the browser to save data (Chrome's Save-Data, `navigator.connection.saveData`). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return Boolean(connection?.saveData);
}

/** Narrower than the layout breakpoint (768 px): a phone. */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * A phone-sized screen: the videos are a strip of decoration there (the header's is 88 px tall), and each
 * is a few hundred kilobytes a phone's data plan pays for; its poster, the same picture, stands in.
 */
function isPhoneScreen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

/**
 * A muted, looping decorative video. It renders as its poster (on the server and in the first frame
 * in the browser alike) and fetches the video only once the page is interactive (after `load`), never
 * on a phone-sized screen nor for a visitor who saves data or prefers reduced motion: they see the
 * poster frame. Hidden from assistive technology: it carries no information.
 */
export function BackgroundVideoPlayer({ src, poster, className, lazy = false }: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [near, setNear] = useState(!lazy);
  const [interactive, setInteractive] = useState(false);

  useEffect(() => {
    if (savesData() || isPhoneScreen()) return;
    if (document.readyState === 'complete') {
      setInteractive(true);
      return;
    }
    const start = () => setInteractive(true);
    window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, []);

  useEffect(() => {
    const video = ref.current;
    if (near || !video) return;
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
      { rootMargin: '200px 0px' },
    );
    // While a screen's chunk and data are still loading the page is short and the footer sits in
    // view for a moment; start watching once the screen has settled.
    const timer = window.setTimeout(() => observer.observe(video), SETTLE_MS);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [near]);

  const active = interactive && near && !reducedMotion;

  useEffect(() => {
    const video = ref.current;
    if (!video || !near) return;
    // React sets `muted` as a property only after insertion; browsers allow autoplay only when muted.
    video.muted = true;
    // Right after hydration the hook still holds the server's answer; the query itself is current.
    const reduce = reducedMotion || (typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches);
    if (reduce) {
      video.pause();
    } else if (interactive) {
      // A refused autoplay (power saving, data saver) just leaves the poster showing.
      video.play()?.catch(() => undefined);
    }
  }, [reducedMotion, near, interactive]);

  return (
    <video
      ref={ref}
      className={className}
      src={active ? src : undefined}
      poster={near ? poster : undefined}
      muted
      autoPlay={active}
      loop
      playsInline
      preload={active ? 'metadata' : 'none'}
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
