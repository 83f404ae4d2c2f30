import type { shellEn } from '../i18n/shell-text.en';

export interface ShellLink {
  to: string;
  /** Its label's key in the shell's catalogue. */
  label: keyof typeof shellEn & string;
}

/** The header's links, labels verbatim from SPEC "Header and side drawer". */
export const HEADER_LINKS: readonly ShellLink[] = [
  { to: '/', label: 'home' },
  { to: '/aboutus', label: 'aboutUs' },
  { to: '/services', label: 'servicesWeOffer' },
  { to: '/gallery', label: 'gallery' },
  { to: '/projects', label: 'projects' },
  { to: '/career', label: 'careers' },
  { to: '/events', label: 'events' },
  { to: '/contactus', label: 'contactUs' },
];

/** The side drawer's shorter list. */
export const DRAWER_LINKS: readonly ShellLink[] = [
  { to: '/', label: 'home' },
  { to: '/aboutus', label: 'aboutUs' },
  { to: '/services', label: 'services' },
  { to: '/projects', label: 'projects' },
  { to: '/career', label: 'careers' },
  { to: '/contactus', label: 'contact' },
];
