/** The services screen's words (the service pages themselves are not translated yet). */
export const servicesEn = {
  title: 'Services',
  banner: 'Services We Offer',
  subtitle: 'From a single gypsum ceiling to a complete turnkey interior.',
  whatWeDo: 'What we do',
  whatWeDoLead: 'Choose a service to see what we make and how we work.',
  more: 'More from our studio',
};
