import { baseApi } from '@/shared/api/base-api';
import { fromContract, fromContractAs, requestOf } from '@/shared/api/contract-query';
import { readRefusal } from '@/shared/api/refusal';
import { pathOf } from '@/shared/contracts/endpoint';
import { leadChangeEndpoint, leadOwnersRead, leadRead, leadResumeDownload, leadsCsvDownload, leadsRead } from '@/entities/lead';
import type { LeadChange, LeadChangeAnswer, LeadDetail, LeadKind, LeadPage, StaffMemberChoice } from '@/entities/lead';

export type { LeadChangeAnswer, StaffMemberChoice };

/** The inbox's filter as it travels in the address and the query string (`kind=enquiry&owner=unassigned&…`). */
export type LeadQuery = string;

/** The path with the filter's query string, when there is one. */
const withQuery = (path: string, query: string) => (query ? `${path}?${query}` : path);

/** The address of the inbox's CSV with the same filter: "export what I see". */
export const leadsCsvUrl = (query: LeadQuery, apiUrl: string) => `${apiUrl}${withQuery(pathOf(leadsCsvDownload), query)}`;

export const leadResumeUrl = (id: number, apiUrl: string) => `${apiUrl}${pathOf(leadResumeDownload, { id })}`;

/**
 * The leads desk's calls (`/api/staff/leads…`). A page is cached per filter and cursor; a saved change
 * (or a 409's lead as it now is) is written into the lead's cache, and the pages are read again.
 */
export const leadsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Leads'] }).injectEndpoints({
  endpoints: (build) => ({
    getLeads: build.query({
      ...fromContractAs(leadsRead, ({ leads, nextCursor }): LeadPage => ({ leads, nextCursor })),
      // The filter is kept as the address's own query string, so the page's link and the call read the same.
      query: ({ query, cursor }: { query: LeadQuery; cursor: string | null }) =>
        withQuery(pathOf(leadsRead), [query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&')),
      providesTags: ['Leads'],
      keepUnusedDataFor: 30,
    }),
    getLead: build.query({
      ...fromContractAs(leadRead, (answer): LeadDetail => answer.lead),
      query: ({ kind, id }: { kind: LeadKind; id: number }) => requestOf(leadRead, { params: { kind, id } }),
      keepUnusedDataFor: 0,
    }),
    getLeadOwners: build.query({ ...fromContractAs(leadOwnersRead, (answer): StaffMemberChoice[] => answer.members) }),
    changeLead: build.mutation({
      ...fromContract(leadChangeEndpoint),
      query: ({ kind, id, change }: { kind: LeadKind; id: number; change: LeadChange }) => requestOf(leadChangeEndpoint, { params: { kind, id }, body: change }),
      async onQueryStarted({ kind, id }, { dispatch, queryFulfilled }) {
        // Saved or refused as stale, the answer carries the lead as it now is: the page shows it, and the next save names its version.
        const lead: LeadDetail | undefined = await queryFulfilled.then(
          ({ data }): LeadDetail | undefined => data?.lead ?? undefined,
          (failure: { error?: unknown }): LeadDetail | undefined => {
            const refusal = readRefusal<{ lead: LeadDetail }>(failure.error);
            return refusal.status === 409 ? refusal.data.lead : undefined;
          },
        );
        if (lead) dispatch(leadsApi.util.upsertQueryData('getLead', { kind, id }, lead));
      },
      invalidatesTags: ['Leads'],
    }),
  }),
});

export const { useGetLeadsQuery, useGetLeadQuery, useGetLeadOwnersQuery, useChangeLeadMutation } = leadsApi;
