export { EVENTS_READ, type CompanyEvent } from './model/event';
export { eventContentSchema, eventSchema } from './model/event.schema';
export { useGetEventsQuery } from './api/event-api';
