import type { ReactNode } from 'react';
import { BackgroundVideo } from '@/shared/ui/background-video';
import './page-banner.scss';

interface PageBannerProps {
  /** URL of the header image; without image or video the banner is a plain band in the brand colour. */
  image?: string;
  /** A muted looping video instead of the image (URLs already passed through `mediaUrl`). */
  video?: { src: string; poster: string };
  title: string;
  children?: ReactNode;
}

/**
 * The header image or video at the top of a company screen, with the screen's one `h1` over it. The
 * media is decorative (the heading says what the screen is) and sized up front so nothing moves.
 */
export function PageBanner({ image, video, title, children }: PageBannerProps) {
  return (
    <header className={`page-banner${video ? ' page-banner--video' : ''}`}>
      {video ? (
        <BackgroundVideo className="page-banner__media" src={video.src} poster={video.poster} />
      ) : (
        image && (
          <img className="page-banner__media" src={image} alt="" width={1600} height={500} fetchPriority="high" decoding="async" />
        )
      )}
      <div className="page-banner__overlay">
        <div className="container">
          <h1 className="page-banner__title">{title}</h1>
          {children}
        </div>
      </div>
    </header>
  );
}
