import { defineIcon } from './icon';

/** The contact and social icons (footer, floating contact buttons). */
export const PhoneIcon = defineIcon('PhoneIcon', <path d="M5 3h3.5l1.8 4.6-2.2 1.5a11.5 11.5 0 0 0 5.8 5.8l1.5-2.2L20 14.5V18a3 3 0 0 1-3 3A15 15 0 0 1 3 7a3 3 0 0 1 2-4z" />);

export const MailIcon = defineIcon(
  'MailIcon',
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
  </>,
);

export const InstagramIcon = defineIcon(
  'InstagramIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r="1.1" fill="currentColor" stroke="none" />
  </>,
);

export const FacebookIcon = defineIcon('FacebookIcon', <path d="M14.5 21v-7.5h3l.5-3.5h-3.5V8.2c0-1 .4-1.7 1.8-1.7H18V3.4A22 22 0 0 0 15.4 3C12.8 3 11 4.6 11 7.6V10H8v3.5h3V21" />);

export const WhatsAppIcon = defineIcon(
  'WhatsAppIcon',
  <>
    <path d="M3.5 20.5 4.8 16A8.5 8.5 0 1 1 8 19.2z" />
    <path d="M9 8.2c-.4.4-.6 1-.4 1.8.6 2.4 2.6 4.4 5 5 .8.2 1.4 0 1.8-.4l.6-.8-2-1.2-.9.7a4.6 4.6 0 0 1-2.6-2.6l.7-.9-1.2-2z" />
  </>,
);

export const LinkedInIcon = defineIcon(
  'LinkedInIcon',
  <>
    <rect x="3" y="3" width="18" height="18" rx="3" />
    <path d="M8 10.5V17M8 7.2v.1M11.8 17v-6.5M11.8 13.4a2.8 2.8 0 0 1 5.6 0V17" />
  </>,
);

export const MapPinIcon = defineIcon(
  'MapPinIcon',
  <>
    <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
);
