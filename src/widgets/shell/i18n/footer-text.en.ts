/** The footer's and the floating buttons' texts (loaded with the footer's chunk). */
export const footerEn = {
  ourServices: 'Our services',
  ourOffices: 'Our offices',
  followUs: 'Follow us',
  opensInNewTab: '{{name}} (opens in a new tab)',
  quickContact: 'Quick contact',
  callUs: 'Call us on {{phone}}',
  emailUs: 'E-mail us at {{email}}',
};
