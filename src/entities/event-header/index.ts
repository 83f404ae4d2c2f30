export { EVENT_HEADER_READ, type EventHeader } from './model/event-header';
export { useGetEventHeaderQuery } from './api/event-header-api';
