/** The events screen's words. */
export const eventsEn = {
  title: 'Events',
  subtitle: 'Open days, workshops and milestones from our studio and sites.',
  loading: 'Loading events…',
  upcoming: 'Upcoming events',
  past: 'Past events',
  date: 'Date',
  venue: 'Venue',
  readMore: 'Read more',
  showLess: 'Show less',
};
