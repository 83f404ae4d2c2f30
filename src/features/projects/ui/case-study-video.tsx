import { useRef } from 'react';
import { useNearViewport } from '@/shared/lib/use-near-viewport';

interface CaseStudyVideoProps {
  src: string;
  poster: string;
  title: string;
}

/**
 * One of a case study's videos, played by the visitor (native controls; nothing is fetched before they
 * press play). Its poster frame is set only when the video comes near the viewport: a `<video poster>` can
 * be neither lazy nor sized, and two 960 px posters below the banner were taking a phone's bandwidth from
 * the page's largest paint. Without JavaScript the video shows its controls on the player's own background
 * and still plays.
 */
export function CaseStudyVideo({ src, poster, title }: CaseStudyVideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const near = useNearViewport(ref);
  return (
    <figure className="m-0">
      <video ref={ref} src={src} poster={near ? poster : undefined} controls muted playsInline preload="none" width={640} height={360} aria-label={title} />
      <figcaption>{title}</figcaption>
    </figure>
  );
}
