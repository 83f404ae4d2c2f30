import { asList, baseApi } from '@/shared/api/base-api';
import { API_URL, TENDER_API_URL } from '@/shared/config/env';
import type { Logo, Tender } from '@/shared/contracts/entities';

/**
 * `/get_tender` lives on the company's other API host (TENDER_API_URL, by default the same one).
 * fetchBaseQuery prefixes the base URL to relative paths only, so another host is passed absolute.
 */
function tenderHostUrl(path: string): string {
  if (TENDER_API_URL === API_URL) return path;
  if (/^https?:\/\//i.test(TENDER_API_URL)) return `${TENDER_API_URL}${path}`;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return new URL(`${TENDER_API_URL}${path}`, origin).href;
}

export const tendersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** SPEC section 7: an array of tenders; anything else counts as none. */
    getPublishedTenders: build.query<Tender[], void>({
      query: () => '/api/tenders/published',
      transformResponse: (answer: unknown) => asList<Tender>(answer),
    }),
    /** SPEC section 7: an array whose first element is the tender; null when there is none. */
    getTender: build.query<Tender | null, string>({
      query: (tenderNo) => ({ url: tenderHostUrl('/get_tender'), params: { tenderNo } }),
      transformResponse: (answer: unknown) => asList<Tender>(answer)[0] ?? null,
    }),
    /** The letterhead's logo: the first of the logos the header also shows. */
    getLetterheadLogo: build.query<string | null, void>({
      query: () => '/api/getlogos',
      transformResponse: (answer: unknown) => asList<Logo>(answer)[0]?.logo ?? null,
    }),
  }),
});

export const { useGetPublishedTendersQuery, useGetTenderQuery, useGetLetterheadLogoQuery } = tendersApi;
