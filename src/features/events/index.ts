export { eventsText } from './i18n/events-text';
export { localIsoDate, eventBannerImage, eventsByDate, upcomingChangesAt } from './model/published-events';
export { EventCard } from './ui/event-card';
