import { COMPANY } from '@/shared/config/company';
import { useText } from '@/shared/i18n';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '@/shared/ui/icons';
import { footerText } from '../i18n/footer-text';
import { useWhatsAppLink } from '../lib/use-whatsapp-link';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The fixed stack of quick-contact buttons (docs/spec-fields.md, "Footer": phone call, e-mail compose, Instagram, Facebook, WhatsApp). */
export function FloatingContact() {
  const t = useText(footerText);
  const whatsapp = useWhatsAppLink();
  return (
    <nav className="floating-contact" aria-label={t('Quick contact')}>
      <ul className="list-unstyled m-0">
        <li>
          <a className="floating-contact__link" href={`tel:+91${COMPANY.phone}`} aria-label={t('Call us on {{phone}}', { phone: COMPANY.phoneDisplay })}>
            <PhoneIcon />
          </a>
        </li>
        <li>
          <a className="floating-contact__link" href={`mailto:${COMPANY.email}`} aria-label={t('E-mail us at {{email}}', { email: COMPANY.email })}>
            <MailIcon />
          </a>
        </li>
        <li>
          <a className="floating-contact__link" href={COMPANY.social.instagram} aria-label={t('{{name}} (opens in a new tab)', { name: 'Instagram' })} {...external}>
            <InstagramIcon />
          </a>
        </li>
        <li>
          <a className="floating-contact__link" href={COMPANY.social.facebook} aria-label={t('{{name}} (opens in a new tab)', { name: 'Facebook' })} {...external}>
            <FacebookIcon />
          </a>
        </li>
        <li>
          <a className="floating-contact__link" href={whatsapp} aria-label={t('{{name}} (opens in a new tab)', { name: 'WhatsApp' })} {...external}>
            <WhatsAppIcon />
          </a>
        </li>
      </ul>
    </nav>
  );
}
