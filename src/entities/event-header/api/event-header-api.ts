import { baseApi, listRead } from '@/shared/api/base-api';
import { EVENT_HEADER_READ, type EventHeader } from '../model/event-header';

const eventHeaderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEventHeader: build.query<EventHeader[], void>(listRead<EventHeader>(EVENT_HEADER_READ)),
  }),
});

export const { useGetEventHeaderQuery } = eventHeaderApi;
