import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { sitePath } from '@/shared/config/site-paths';
import { mediaUrl } from '@/shared/config/env';
import { useText } from '@/shared/i18n';
import { BackgroundVideo } from '@/shared/ui/background-video';
import { homeText } from '../i18n/home-text';

const poster = mediaUrl(COMPANY.media.welcomePoster);
/** The poster and its narrower copy (`-480.jpg`, made by `npm run media`): a phone fetches the one it needs. */
const posterSet = `${poster.replace(/\.jpg$/, '-480.jpg')} 480w, ${poster} 960w`;

/**
 * Block 1: the welcome video with the page's heading over it. Its poster is the page's largest
 * paint: a real image with a `srcset`, at high priority, that the video covers once it plays.
 */
export function WelcomeSection() {
  const t = useText(homeText);
  return (
    <section className="home-welcome" aria-labelledby="home-title">
      <img className="home-welcome__video" src={poster} srcSet={posterSet} sizes="100vw" alt="" fetchPriority="high" width={960} height={540} />
      <BackgroundVideo className="home-welcome__video" src={mediaUrl(COMPANY.media.welcomeVideo)} poster={poster} />
      <div className="home-welcome__overlay">
        <div className="container">
          <p className="home-welcome__eyebrow">{t('Interior design and fit-out · Nashik and Shirdi')}</p>
          <h1 id="home-title" className="home-welcome__title">
            {t('Welcome to {{company}}', { company: COMPANY.name })}
          </h1>
          <p className="home-welcome__lead">{t(COMPANY.tagline)}</p>
          <p className="home-welcome__promise">{t(COMPANY.promise)}</p>
          <div className="home-welcome__actions">
            <Link className="btn btn-primary btn-lg" to={sitePath.consultation()}>
              {t('Book a free consultation')}
            </Link>
            <Link className="btn btn-outline-light btn-lg" to="/services">
              {t('Explore our services')}
            </Link>
            <a className="btn btn-outline-light btn-lg" href="#enquiry">
              {t('Send an enquiry')}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
