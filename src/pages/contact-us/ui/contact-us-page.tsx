import { COMPANY } from '@/shared/config/company';
import { CompanyMap } from '@/shared/ui/company-map';
import { headerImagePath, useGetContactHeaderImagesQuery } from '@/entities/header-image';
import { useText } from '@/shared/i18n';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { PageBanner } from '@/shared/ui/page-banner';
import { ContactForm, contactText, ContactOffices } from '@/features/contact';
import './contact.scss';
// The form's styles with the page's, so its server HTML is styled before its script arrives.
import '@/shared/ui/form/styles';

/** Contact Us: header image, the Send Us A Message form, the offices and the map (docs/spec-fields.md §2). */
export function ContactUsPage() {
  const t = useText(contactText);
  useDocumentTitle(t('Contact Us'));
  const { data: headerImages = [] } = useGetContactHeaderImagesQuery();

  return (
    <div className="contact-page">
      <PageBanner image={headerImagePath(headerImages)} title={t('Contact Us')} />
      <div className="container contact-page__body">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-7">
            <ContactForm />
          </div>
          <div className="col-lg-5">
            <ContactOffices />
            <div className="contact-map">
              <CompanyMap className="contact-map__frame" title={t(COMPANY.map.title)} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
