import { Link } from 'react-router-dom';
import { COMPANY } from '@/shared/config/company';
import { sitePath } from '@/shared/config/site-paths';
import { enquiryPath } from '../lib/enquiry-link';

/** The close of every service page: ask for a quote through the enquiry form, or call. */
export function ServiceCallToAction({ service }: { service: string }) {
  return (
    <aside className="service-cta" aria-label={`Enquire about ${service}`}>
      <div className="container service-cta__inner">
        <div>
          <p className="service-cta__title">Planning {service.toLowerCase()}?</p>
          <p className="service-cta__text">
            Tell us about your site and we will visit, measure and send an itemised quotation.
          </p>
        </div>
        <div className="service-cta__actions">
          <Link className="btn btn-primary" to={sitePath.consultation()}>
            Book a free consultation
          </Link>
          <Link className="btn btn-outline-primary" to={enquiryPath(`I would like a quotation for ${service}.`)}>
            Send an enquiry
          </Link>
          <a className="btn btn-outline-primary" href={`tel:+91${COMPANY.phone}`}>
            Call {COMPANY.phoneDisplay}
          </a>
        </div>
      </div>
    </aside>
  );
}
