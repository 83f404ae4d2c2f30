export { EVENTS_READ, type CompanyEvent } from './model/event';
export { useGetEventsQuery } from './api/event-api';
