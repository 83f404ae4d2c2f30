import { useEffect, useRef } from 'react';
import { REDUCED_MOTION_QUERY, usePrefersReducedMotion } from '@/shared/lib/media-query';

interface BackgroundVideoProps {
  src: string;
  poster: string;
  className?: string;
}

/**
 * A muted, looping decorative video. Visitors who prefer reduced motion see it paused on its
 * poster frame. Hidden from assistive technology: it carries no information.
 */
export function BackgroundVideo({ src, poster, className }: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
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
  }, [reducedMotion]);

  return (
    <video
      ref={ref}
      className={className}
      src={src}
      poster={poster}
      muted
      autoPlay={!reducedMotion}
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
      tabIndex={-1}
    />
  );
}
