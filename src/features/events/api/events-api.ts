import { asList, baseApi } from '@/shared/api/base-api';
import type { CompanyEvent, EventHeader } from '@/shared/contracts/entities';

const eventsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<CompanyEvent[], void>({
      query: () => '/api/events',
      transformResponse: (answer: unknown) => asList<CompanyEvent>(answer),
      extraOptions: { failureLog: 'Error fetching events' },
    }),
    getEventHeader: build.query<EventHeader[], void>({
      query: () => '/api/get_event_header',
      transformResponse: (answer: unknown) => asList<EventHeader>(answer),
      extraOptions: { failureLog: 'Error fetching event header' },
    }),
  }),
});

export const { useGetEventsQuery, useGetEventHeaderQuery } = eventsApi;
