import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { eventHeaderRead } from '../model/event-header.contract';
import type { EventHeader } from '../model/event-header';

const eventHeaderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getEventHeader: build.query<EventHeader[], void>(fromContractAs(eventHeaderRead, asList<EventHeader>)),
  }),
});

export const { useGetEventHeaderQuery } = eventHeaderApi;
