import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { eventsRead } from '../model/event.contract';
import type { CompanyEvent } from '../model/event';

const eventApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<CompanyEvent[], void>(fromContractAs(eventsRead, asList<CompanyEvent>)),
  }),
});

export const { useGetEventsQuery } = eventApi;
