import { useGetContactOfficesQuery } from '@/entities/contact-office';
import { useText } from '@/shared/i18n';
import { contactText } from '../i18n/contact-text';

/** `tel:` wants the digits (and a leading +) only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The offices from `/api/all_contactus_data`: address, e-mail and phone of each. Hidden when none. */
export function ContactOffices() {
  const t = useText(contactText);
  const { data: offices = [] } = useGetContactOfficesQuery();
  if (offices.length === 0) return null;

  return (
    <section className="contact-offices" aria-labelledby="contact-offices-title">
      <h2 id="contact-offices-title" className="contact-page__heading">
        {t('Corporate Address')}
      </h2>
      <ul className="contact-offices__list">
        {offices.map((office) => (
          <li key={`${office.Header}-${office.Address}`} className="contact-office">
            <h3 className="contact-office__name">{office.Header}</h3>
            <address className="contact-office__address">{office.Address}</address>
            {office.Email && (
              <p className="contact-office__line">
                <span className="contact-office__label">{t('Email: ')}</span>
                <a href={`mailto:${office.Email}`}>{office.Email}</a>
              </p>
            )}
            {office.Contact && (
              <p className="contact-office__line">
                <span className="contact-office__label">{t('Phone: ')}</span>
                <a href={telHref(office.Contact)}>{office.Contact}</a>
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
