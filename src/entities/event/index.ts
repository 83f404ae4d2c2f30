export { eventsRead } from './model/event.contract';
export { type CompanyEvent } from './model/event';
export { useGetEventsQuery } from './api/event-api';
