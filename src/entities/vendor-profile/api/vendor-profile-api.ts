import { baseApi } from '@/shared/api/base-api';
import { refusalStatus } from '@/shared/api/refusal';
import { fromContract } from '@/shared/api/contract-query';
import type { VendorProfileAnswer } from '@/shared/contracts/accounts';
import { saveVendorProfileEndpoint, saveVendorTradesEndpoint } from '../model/vendor-profile.contract';
import { vendorProfileRead } from '../model/vendor-profile-read.contract';

/**
 * The vendor profile kept with the account (issue 23): read to fill the registration form and to tell a
 * vendor who wants to bid what is missing; saved by every registration and, alone, by the bid section.
 * Its tag also marks what a profile decides elsewhere (whether the vendor may bid).
 */
export const vendorProfileApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The saved vendor profile and the registration for `tenderNo` ('' for none); a 401 when nobody is logged in. */
    getVendorProfile: build.query<Omit<VendorProfileAnswer, 'success'>, string>({
      query: (tenderNo) => ({ url: vendorProfileRead.path, params: tenderNo ? { tenderNo } : undefined }),
      transformResponse: (answer: VendorProfileAnswer) => ({ profile: answer.profile ?? null, registered: answer.registered ?? null, trades: answer.trades ?? [] }),
      providesTags: ['VendorProfile'],
      keepUnusedDataFor: 0,
    }),
    /** `POST /api/vendors/profile`: the seven fields alone, registering for no tender. */
    saveVendorProfile: build.mutation({
      ...fromContract(saveVendorProfileEndpoint),
      invalidatesTags: (_answer, error) => (error && refusalStatus(error) === 401 ? ['Session'] : error ? [] : ['VendorProfile']),
    }),
    /** `POST /api/vendors/trades`: the trades the vendor hears of tenders for (issue 38), alone. */
    saveVendorTrades: build.mutation({
      ...fromContract(saveVendorTradesEndpoint),
      invalidatesTags: (_answer, error) => (error && refusalStatus(error) === 401 ? ['Session'] : error ? [] : ['VendorProfile']),
    }),
  }),
});

export const { useGetVendorProfileQuery, useSaveVendorProfileMutation, useSaveVendorTradesMutation } = vendorProfileApi;
