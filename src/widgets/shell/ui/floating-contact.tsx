import { COMPANY } from '@/shared/config/company';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, WhatsAppIcon } from '@/shared/ui/icons';
import { useWhatsAppLink } from '../lib/use-whatsapp-link';

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The fixed stack of quick-contact buttons (SPEC "Footer": phone call, e-mail compose, Instagram, Facebook, WhatsApp). */
export function FloatingContact() {
  const whatsapp = useWhatsAppLink();
  return (
    <nav className="floating-contact" aria-label="Quick contact">
      <ul className="list-unstyled m-0">
        <li>
          <a className="floating-contact__link" href={`tel:+91${COMPANY.phone}`} aria-label={`Call us on ${COMPANY.phoneDisplay}`}>
            <PhoneIcon />
          </a>
        </li>
        <li>
          <a className="floating-contact__link" href={`mailto:${COMPANY.email}`} aria-label={`E-mail us at ${COMPANY.email}`}>
            <MailIcon />
          </a>
        </li>
        <li>
          <a className="floating-contact__link" href={COMPANY.social.instagram} aria-label="Instagram (opens in a new tab)" {...external}>
            <InstagramIcon />
          </a>
        </li>
        <li>
          <a className="floating-contact__link" href={COMPANY.social.facebook} aria-label="Facebook (opens in a new tab)" {...external}>
            <FacebookIcon />
          </a>
        </li>
        <li>
          <a className="floating-contact__link" href={whatsapp} aria-label="WhatsApp (opens in a new tab)" {...external}>
            <WhatsAppIcon />
          </a>
        </li>
      </ul>
    </nav>
  );
}
