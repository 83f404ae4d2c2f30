export { EVENT_HEADER_READ, type EventHeader } from './model/event-header';
export { eventHeaderContentSchema, eventHeaderSchema } from './model/event-header.schema';
export { useGetEventHeaderQuery } from './api/event-header-api';
