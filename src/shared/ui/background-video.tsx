import { useEffect, useRef, useState } from 'react';
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from '@/shared/lib/media-query';

const SETTLE_MS = 1500;

interface BackgroundVideoProps {
  src: string;
  poster: string;
  className?: string;
  /** Below the fold: fetch the video only when it comes near the viewport (the poster shows until then). */
  lazy?: boolean;
}

/**
 * A muted, looping decorative video. Visitors who prefer reduced motion see it paused on its
 * poster frame. Hidden from assistive technology: it carries no information.
 */
export function BackgroundVideo({ src, poster, className, lazy = false }: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [near, setNear] = useState(!lazy);

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

  useEffect(() => {
    const video = ref.current;
    if (!video || !near) return;
    // React sets `muted` as a property only after insertion; browsers allow autoplay only when muted.
    video.muted = true;
    // Right after hydration the hook still holds the server's answer; the query itself is current.
    const reduce = reducedMotion || (typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION_QUERY).matches);
    if (reduce) {
      video.pause();
    } else {
      // A refused autoplay (power saving, data saver) just leaves the poster showing.
      video.play()?.catch(() => undefined);
    }
  }, [reducedMotion, near]);

  return (
    <video
      ref={ref}
      className={className}
      src={near ? src : undefined}
      poster={poster}
      muted
      autoPlay={!reducedMotion && near}
      loop
      playsInline
      preload={near ? 'metadata' : 'none'}
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
