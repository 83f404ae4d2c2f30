import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { BackgroundVideo } from '@/shared/ui/background-video';

/** Block 1: the welcome video with the page's heading over it. */
export function WelcomeSection() {
  return (
    <section className="home-welcome" aria-labelledby="home-title">
      <BackgroundVideo
        className="home-welcome__video"
        src={mediaUrl(COMPANY.media.welcomeVideo)}
        poster={mediaUrl(COMPANY.media.welcomePoster)}
      />
      <div className="home-welcome__overlay">
        <div className="container">
          <p className="home-welcome__eyebrow">Interior design and fit-out · Nashik and Shirdi</p>
          <h1 id="home-title" className="home-welcome__title">
            Welcome to {COMPANY.name}
          </h1>
          <p className="home-welcome__lead">{COMPANY.tagline}</p>
          <p className="home-welcome__promise">{COMPANY.promise}</p>
          <div className="home-welcome__actions">
            <Link className="btn btn-primary btn-lg" to="/services">
              Explore our services
            </Link>
            <a className="btn btn-outline-light btn-lg" href="#enquiry">
              Send an enquiry
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
