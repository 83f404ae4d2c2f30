import { baseApi, listRead } from '@/shared/api/base-api';
import { EVENTS_READ, type CompanyEvent } from '../model/event';

const eventApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<CompanyEvent[], void>(listRead<CompanyEvent>(EVENTS_READ)),
  }),
});

export const { useGetEventsQuery } = eventApi;
