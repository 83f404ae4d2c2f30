import type { ReactNode } from 'react';
import { BackgroundVideo } from '@/shared/ui/background-video';
import { Photo } from '@/shared/ui/photo';
import './page-banner.scss';

interface PageBannerProps {
  /**
   * The header photo as the content names it (`/uploads/…`), shown through `Photo`: a phone fetches a small
   * AVIF or WebP variant, not the 1600-pixel original. Without image or video the banner is a plain band in
   * the brand colour.
   */
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
          <Photo className="page-banner__media" path={image} alt="" width={1600} height={500} sizes="100vw" fetchPriority="high" decoding="async" />
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
