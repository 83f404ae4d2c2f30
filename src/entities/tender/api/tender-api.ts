import { asList, baseApi } from '@/shared/api/base-api';
import { fromContractAs } from '@/shared/api/contract-query';
import { tenderHostUrl } from '@/shared/api/tender-host';
import { publishedTendersRead, tenderDetailRead } from '../model/tender-reads.contract';
import type { Tender } from '../model/tender';
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
    getPublishedTenders: build.query<Tender[], void>(fromContractAs(publishedTendersRead, asList<Tender>)),
    /** docs/spec-fields.md §7: an array whose first element is the tender (with its documents and corrigenda); null when there is none. */
    getTender: build.query<TenderDetail | null, string>({
      ...fromContractAs(tenderDetailRead, asDetail),
      // On the company's other API host (`TENDER_API_URL`), so the address is made here rather than by `requestOf`.
      query: (tenderNo) => ({ url: tenderHostUrl(tenderDetailRead.path), params: { tenderNo } }),
    }),
  }),
});

export const { useGetPublishedTendersQuery, useGetTenderQuery } = tenderApi;
