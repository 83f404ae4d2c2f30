import { asList, baseApi } from '@/shared/api/base-api';
import { tenderHostUrl } from '@/shared/api/tender-host';
import type { Logo, Tender } from '@/shared/contracts/entities';
import type { MyApplication, TenderDetail } from '@/shared/contracts/tenders';

/** A detail from an older host may lack documents or corrigenda: treat them as none. */
function asDetail(value: unknown): TenderDetail | null {
  const tender = asList<TenderDetail>(value)[0];
  if (!tender) return null;
  return { ...tender, Documents: asList(tender.Documents), Corrigenda: asList(tender.Corrigenda) };
}

export const tendersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC section 7: an array of tenders; anything else counts as none. */
    getPublishedTenders: build.query<Tender[], void>({
      query: () => '/api/tenders/published',
      transformResponse: (answer: unknown) => asList<Tender>(answer),
    }),
    /** SPEC section 7: an array whose first element is the tender (with its documents and corrigenda); null when there is none. */
    getTender: build.query<TenderDetail | null, string>({
      query: (tenderNo) => ({ url: tenderHostUrl('/get_tender'), params: { tenderNo } }),
      transformResponse: asDetail,
    }),
    /** The letterhead's logo: the first of the logos the header also shows. */
    getLetterheadLogo: build.query<string | null, void>({
      query: () => '/api/getlogos',
      transformResponse: (answer: unknown) => asList<Logo>(answer)[0]?.logo ?? null,
    }),
    /** The logged-in vendor's registrations; a 401 (nobody logged in) is an error the page turns into "please log in". */
    getMyApplications: build.query<MyApplication[], void>({
      query: () => '/api/vendors/mine',
      transformResponse: (answer: { applications?: unknown } | null) => asList<MyApplication>(answer?.applications),
      providesTags: ['MyApplications'],
    }),
  }),
});

export const { useGetPublishedTendersQuery, useGetTenderQuery, useGetLetterheadLogoQuery, useGetMyApplicationsQuery } = tendersApi;
