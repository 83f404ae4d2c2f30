import { baseApi } from '@/shared/api/base-api';
import type { LeadChange, LeadDetail, LeadKind, LeadPage } from '@/entities/lead';
import type { StaffRoleName } from '@/shared/contracts/staff';

/** The inbox's filter as it travels in the address and the query string (`kind=enquiry&owner=unassigned&…`). */
export type LeadQuery = string;

export interface StaffMemberChoice {
  id: number;
  name: string;
  email: string;
  role: StaffRoleName;
}

export interface LeadChangeAnswer {
  success: boolean;
  message: string;
  lead: LeadDetail;
}

/** The address of the inbox's CSV with the same filter: "export what I see". */
export const leadsCsvUrl = (query: LeadQuery, apiUrl: string) => `${apiUrl}/api/staff/leads.csv${query ? `?${query}` : ''}`;

export const leadResumeUrl = (id: number, apiUrl: string) => `${apiUrl}/api/staff/leads/career/${id}/resume`;

/**
 * The leads desk's calls (`/api/staff/leads…`). A page is cached per filter and cursor; a saved change
 * (or a 409's lead as it now is) is written into the lead's cache, and the pages are read again.
 */
export const leadsApi = baseApi.enhanceEndpoints({ addTagTypes: ['Leads'] }).injectEndpoints({
  endpoints: (build) => ({
    getLeads: build.query<LeadPage, { query: LeadQuery; cursor: string | null }>({
      query: ({ query, cursor }) => `/api/staff/leads?${[query, cursor ? `cursor=${encodeURIComponent(cursor)}` : ''].filter(Boolean).join('&')}`,
      transformResponse: ({ leads, nextCursor }: LeadPage & { success: boolean }) => ({ leads, nextCursor }),
      providesTags: ['Leads'],
      keepUnusedDataFor: 30,
    }),
    getLead: build.query<LeadDetail, { kind: LeadKind; id: number }>({
      query: ({ kind, id }) => `/api/staff/leads/${kind}/${id}`,
      transformResponse: (answer: { lead: LeadDetail }) => answer.lead,
      keepUnusedDataFor: 0,
    }),
    getLeadOwners: build.query<StaffMemberChoice[], void>({
      query: () => '/api/staff/members',
      transformResponse: (answer: { members: StaffMemberChoice[] }) => answer.members,
    }),
    changeLead: build.mutation<LeadChangeAnswer, { kind: LeadKind; id: number; change: LeadChange }>({
      query: ({ kind, id, change }) => ({ url: `/api/staff/leads/${kind}/${id}`, method: 'PATCH', body: change }),
      async onQueryStarted({ kind, id }, { dispatch, queryFulfilled }) {
        // Saved or refused as stale, the answer carries the lead as it now is: the page shows it, and the next save names its version.
        const lead: LeadDetail | undefined = await queryFulfilled.then(
          ({ data }): LeadDetail | undefined => data?.lead ?? undefined,
          (failure: { error?: unknown }): LeadDetail | undefined => {
            const error = failure.error as { status?: unknown; data?: { lead?: LeadDetail } } | undefined;
            return error?.status === 409 ? error.data?.lead : undefined;
          },
        );
        if (lead) dispatch(leadsApi.util.upsertQueryData('getLead', { kind, id }, lead));
      },
      invalidatesTags: ['Leads'],
    }),
  }),
});

export const { useGetLeadsQuery, useGetLeadQuery, useGetLeadOwnersQuery, useChangeLeadMutation } = leadsApi;
