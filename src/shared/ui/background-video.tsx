import { useEffect, useRef } from 'react';
import { prefersReducedMotion, useReducedMotion } from '@/shared/lib/use-reduced-motion';

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
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    // React sets `muted` as a property only after insertion; browsers allow autoplay only when muted.
    video.muted = true;
    // The state is still false on the first pass; asking the query directly avoids a play-then-pause.
    if (reducedMotion || prefersReducedMotion()) {
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
      data-paused={reducedMotion ? 'true' : undefined}
    />
  );
}
