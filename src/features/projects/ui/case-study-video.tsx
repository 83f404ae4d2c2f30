import { useHydrated } from '@/shared/lib/use-hydrated';

interface CaseStudyVideoProps {
  src: string;
  poster: string;
  title: string;
}

/**
 * One of a case study's videos, played by the visitor (native controls; nothing is fetched before they
 * press play). Its poster frame is set once the page has hydrated, not in the server's HTML: a
 * `<video poster>` can be neither lazy nor sized, and two 960 px posters below the banner were taking a
 * phone's bandwidth from the page's largest paint (the page's scripts start after `load`, so the posters
 * now come after it). Without JavaScript the video shows its controls on the player's own background and
 * still plays.
 */
export function CaseStudyVideo({ src, poster, title }: CaseStudyVideoProps) {
  const hydrated = useHydrated();
  return (
    <figure className="m-0">
      <video src={src} poster={hydrated ? poster : undefined} controls muted playsInline preload="none" width={640} height={360} aria-label={title} />
      <figcaption>{title}</figcaption>
    </figure>
  );
}
