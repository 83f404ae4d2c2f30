import { baseApi, listRead } from '@/shared/api/base-api';
import type { CompanyEvent, EventHeader } from '@/shared/contracts/entities';

const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<CompanyEvent[], void>(listRead<CompanyEvent>('/api/events', 'Error fetching events')),
    getEventHeader: build.query<EventHeader[], void>(listRead<EventHeader>('/api/get_event_header', 'Error fetching event header')),
  }),
});

export const { useGetEventsQuery, useGetEventHeaderQuery } = eventsApi;
