export interface ShellLink {
  to: string;
  /** the spec's English label, also its key in the shell's catalogue. */
  label: string;
}

/** The header's links, labels verbatim from docs/spec-fields.md, "Header and side drawer". */
export const HEADER_LINKS: readonly ShellLink[] = [
  { to: '/', label: 'HOME' },
  { to: '/aboutus', label: 'ABOUT US' },
  { to: '/services', label: 'SERVICES WE OFFER' },
  { to: '/gallery', label: 'GALLERY' },
  { to: '/projects', label: 'PROJECTS' },
  { to: '/career', label: 'CAREERS' },
  { to: '/events', label: 'EVENTS' },
  { to: '/contactus', label: 'CONTACT US' },
];

/** The side drawer's shorter list, and the tender board (issue 38: the header keeps the spec's links only). */
export const DRAWER_LINKS: readonly ShellLink[] = [
  { to: '/', label: 'HOME' },
  { to: '/aboutus', label: 'ABOUT US' },
  { to: '/services', label: 'SERVICES' },
  { to: '/projects', label: 'PROJECTS' },
  { to: '/career', label: 'CAREERS' },
  { to: '/contactus', label: 'CONTACT' },
  { to: '/tender', label: 'TENDERS' },
];

/** The tender board, linked from the footer and the drawer; under `/mr` on a Marathi page, as every link (the router's basename). */
export const TENDER_BOARD_LINK: ShellLink = { to: '/tender', label: 'Tenders' };
