import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { mediaUrl } from '@/shared/config/env';
import { useText } from '@/shared/i18n';
import { dayEndsAt, dayIn } from '@/shared/lib/company-day';
import { useChangesAt, useNow } from '@/shared/lib/render-clock';
import { BackgroundVideo } from '@/shared/ui/background-video';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@/shared/ui/icons';
import { TENDER_BOARD_LINK } from '../config/links';
import { footerText } from '../i18n/footer-text';
import { useLogos } from '../lib/use-logos';
import { useWhatsAppLink } from '../lib/use-whatsapp-link';
import { FloatingContact } from './floating-contact';

export function SiteFooter() {
  const t = useText(footerText);
  const logos = useLogos();
  const whatsapp = useWhatsAppLink();
  const social = [
    { name: 'Facebook', href: COMPANY.social.facebook, Icon: FacebookIcon },
    { name: 'WhatsApp', href: whatsapp, Icon: WhatsAppIcon },
    { name: 'Instagram', href: COMPANY.social.instagram, Icon: InstagramIcon },
    { name: 'LinkedIn', href: COMPANY.social.linkedin, Icon: LinkedInIcon },
  ];
  // The company's year (its calendar, as everywhere on the site); a cached page is rendered again on 1 January.
  const year = dayIn(useNow()).slice(0, 4);
  useChangesAt(dayEndsAt(`${year}-12-31`));

  return (
    <footer className="site-footer">
      <BackgroundVideo
        className="site-footer__video"
        src={mediaUrl(COMPANY.media.footerVideo)}
        poster={mediaUrl(COMPANY.media.footerPoster)}
        lazy
      />
      <div className="container site-footer__inner">
        <div className="row gy-5">
          <div className="col-12 col-lg-4">
            {/* The company's logo, once: the other records are its monogram (the icon), which the logo already carries. */}
            {logos[0] && (
              <div className="site-footer__logos">
                <img src={logos[0]} width={180} height={100} loading="lazy" alt={COMPANY.name} />
              </div>
            )}
            <p className="site-footer__tagline">{t(COMPANY.tagline)}</p>
            <h2 className="site-footer__heading">{t(TENDER_BOARD_LINK.label)}</h2>
            <p className="site-footer__tenders">
              <Link to={TENDER_BOARD_LINK.to}>{t('Tender board: open tenders and how to apply')}</Link>
            </p>
          </div>
          <div className="col-12 col-sm-6 col-lg-4">
            <h2 className="site-footer__heading">{t('Our services')}</h2>
            <div className="row">
              {[COMPANY.footerServices.left, COMPANY.footerServices.right].map((column, side) => (
                <ul key={side} className="col-6 list-unstyled site-footer__list">
                  {column.map((service) => (
                    <li key={service.to}>
                      <Link to={service.to}>{service.name}</Link>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
          <div className="col-12 col-sm-6 col-lg-4">
            <h2 className="site-footer__heading">{t('Our offices')}</h2>
            {COMPANY.offices.map((office) => (
              <address key={office.city} className="site-footer__office">
                <strong>{office.label}</strong>
                <span className="d-flex gap-2">
                  <MapPinIcon className="site-footer__icon" />
                  <span>{office.address}</span>
                </span>
              </address>
            ))}
            <ul className="list-unstyled site-footer__contact">
              <li>
                <a href={`mailto:${COMPANY.email}`}>
                  <MailIcon className="site-footer__icon" />
                  {COMPANY.email}
                </a>
              </li>
              <li>
                <a href={`tel:+91${COMPANY.phone}`}>
                  <PhoneIcon className="site-footer__icon" />
                  {COMPANY.phoneDisplay}
                </a>
              </li>
            </ul>
          </div>
        </div>
        <div className="site-footer__bottom">
          <p className="m-0">
            © {year} {COMPANY.legalName}
          </p>
          <ul className="list-unstyled d-flex gap-2 m-0 site-footer__social" aria-label={t('Follow us')}>
            {social.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('{{name}} (opens in a new tab)', { name })}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <FloatingContact />
    </footer>
  );
}
