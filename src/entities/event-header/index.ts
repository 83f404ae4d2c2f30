export { eventHeaderRead } from './model/event-header.contract';
export { type EventHeader } from './model/event-header';
export { useGetEventHeaderQuery } from './api/event-header-api';
