import { useText } from '@/shared/i18n';
import { useServiceName } from '@/shared/ui/service-card';
import { servicePagesText } from '../i18n/service-pages-text';
import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { sitePath } from '@/shared/config/site-paths';
import { enquiryPath } from '../lib/enquiry-link';

/** The close of every service page: ask for a quote through the enquiry form, or call. */
export function ServiceCallToAction({ service: english }: { service: string }) {
  const t = useText(servicePagesText);
  const service = useServiceName()(t(english));
  return (
    <aside className="service-cta" aria-label={t('Enquire about {{service}}', { service })}>
      <div className="container service-cta__inner">
        <div>
          <p className="service-cta__title">{t('Planning {{service}}?', { service: service.toLowerCase() })}</p>
          <p className="service-cta__text">
            {t('Tell us about your site and we will visit, measure and send an itemised quotation.')}
          </p>
        </div>
        <div className="service-cta__actions">
          <Link className="btn btn-primary" to={sitePath.consultation()}>
            {t('Book a free consultation')}
          </Link>
          <Link className="btn btn-outline-primary" to={enquiryPath(t('I would like a quotation for {{service}}.', { service }))}>
            {t('Send an enquiry')}
          </Link>
          <a className="btn btn-outline-primary" href={`tel:+91${COMPANY.phone}`}>
            {t('Call {{phone}}', { phone: COMPANY.phoneDisplay })}
          </a>
        </div>
      </div>
    </aside>
  );
}
