import { asList, baseApi, listRead } from '@/shared/api/base-api';
import { tenderHostUrl } from '@/shared/api/tender-host';
import { PUBLISHED_TENDERS_READ, TENDER_READ, type Tender } from '../model/tender';
import type { TenderDetail } from '../model/tender-rules';

/** A detail from an older host may lack documents or corrigenda: treat them as none. */
function asDetail(value: unknown): TenderDetail | null {
  const tender = asList<TenderDetail>(value)[0];
  if (!tender) return null;
  return { ...tender, Documents: asList(tender.Documents), Corrigenda: asList(tender.Corrigenda) };
}

const tenderApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** docs/spec-fields.md §7: an array of tenders; anything else counts as none. */
    getPublishedTenders: build.query<Tender[], void>(listRead<Tender>(PUBLISHED_TENDERS_READ)),
    /** docs/spec-fields.md §7: an array whose first element is the tender (with its documents and corrigenda); null when there is none. */
    getTender: build.query<TenderDetail | null, string>({
      query: (tenderNo) => ({ url: tenderHostUrl(TENDER_READ.path), params: { tenderNo } }),
      transformResponse: asDetail,
      extraOptions: { failureLog: TENDER_READ.failureLog },
    }),
  }),
});

export const { useGetPublishedTendersQuery, useGetTenderQuery } = tenderApi;
