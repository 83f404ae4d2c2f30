/** The shell's English texts: header, menu and the drawer's links (labels verbatim from SPEC). */
export const shellEn = {
  skipToMain: 'Skip to main content',
  loading: 'Loading…',
  homeLogo: '{{company}}, home',
  menu: 'Menu',
  mainNav: 'Main',
  home: 'HOME',
  aboutUs: 'ABOUT US',
  servicesWeOffer: 'SERVICES WE OFFER',
  services: 'SERVICES',
  gallery: 'GALLERY',
  projects: 'PROJECTS',
  careers: 'CAREERS',
  events: 'EVENTS',
  contactUs: 'CONTACT US',
  contact: 'CONTACT',
  drawerButton: 'Quick links and map',
};
