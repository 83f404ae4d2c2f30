import { baseApi } from '@/shared/api/base-api';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import type { OpeningStage } from '../model/bid';
import { BID_PATHS } from '../model/bid.contract';
import { type Award, type AwardPayload, type BidReceipt, type EvaluationPayload, type MyBid, type OpeningConfirmPayload, type OpeningRecord, type OpeningStep, type PublicBids, type SealingArmPayload, type SealingState, type ShareParams, type StaffBids, type TechnicalRecord } from '../model/bid.schema';

/**
 * The bid routes of `docs/bids.md`, one endpoint per address. A vendor's change (a bid, a withdrawal, a
 * re-confirmation) refetches their bid on that tender, the public summary and My applications; a desk's
 * arming or opening refetches the desk's view and the public one.
 */

/** `POST …/bids` (and the re-confirmation): the sentence and the receipt. */
export interface BidReceiptAnswer extends WriteAnswer {
  receipt: BidReceipt;
}

/** `POST …/bids/arm` and the first opener's `…/open/:stage/partials`: the sentence and the sealing as it now stands. */
export interface SealingAnswer extends WriteAnswer {
  sealing?: SealingState;
}

/** The second opener's `…/open/:stage/keys`: the technical record or the opening record, as the stage opened. */
export interface OpenedAnswer extends WriteAnswer {
  technical: TechnicalRecord | null;
  record: OpeningRecord | null;
}

/** `POST …/bids/evaluation` and `…/evaluation/done`: the sentence and the technical record as it now stands. */
export interface EvaluationAnswer extends WriteAnswer {
  technical: TechnicalRecord;
}

export interface AwardAnswer extends WriteAnswer {
  award: Award;
}

/** What a desk's opening step sends: the tender, the stage, and the step's body. */
type StageRequest<TBody> = { tenderNo: string; stage: OpeningStage } & TBody;

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Bid', 'PublicBids', 'StaffBids'] });

/** Everything a vendor's change on `tenderNo` may alter. */
export const vendorBidTags = (tenderNo: string) => [
  { type: 'Bid' as const, id: tenderNo },
  { type: 'PublicBids' as const, id: tenderNo },
  'MyApplications' as const,
];
const deskTags = (tenderNo: string) => [
  { type: 'StaffBids' as const, id: tenderNo },
  { type: 'PublicBids' as const, id: tenderNo },
  { type: 'Bid' as const, id: tenderNo },
];

export const bidApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The vendor's bid on a tender and whether bids are taken now; a 401 means "log in first". */
    getMyBid: build.query<MyBid, string>({
      query: (tenderNo) => BID_PATHS.mine(tenderNo),
      transformResponse: (answer: { bid: MyBid }) => answer.bid,
      // Whether the vendor may bid turns on their vendor profile too: saving it asks again.
      providesTags: (_result, _error, tenderNo) => [{ type: 'Bid', id: tenderNo }, 'VendorProfile'],
      keepUnusedDataFor: 0,
    }),
    /**
     * The multipart bid of `bidFormData`. The bid form sends through `sendBid` instead (it reports upload
     * progress, which fetch cannot); this is for callers that need no progress.
     */
    submitBid: build.mutation<BidReceiptAnswer, { tenderNo: string; body: FormData }>({
      query: ({ tenderNo, body }) => ({ url: BID_PATHS.submit(tenderNo), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => vendorBidTags(tenderNo),
    }),
    withdrawBid: build.mutation<WriteAnswer, string>({
      query: (tenderNo) => ({ url: BID_PATHS.withdraw(tenderNo), method: 'POST' }),
      invalidatesTags: (_answer, _error, tenderNo) => vendorBidTags(tenderNo),
    }),
    reconfirmBid: build.mutation<BidReceiptAnswer, string>({
      query: (tenderNo) => ({ url: BID_PATHS.reconfirm(tenderNo), method: 'POST' }),
      invalidatesTags: (_answer, _error, tenderNo) => vendorBidTags(tenderNo),
    }),
    /** Anyone: the count and award after the opening; the record for a vendor who bid. */
    getPublicBids: build.query<PublicBids, string>({
      query: (tenderNo) => BID_PATHS.publicBids(tenderNo),
      transformResponse: (answer: { summary: PublicBids }) => answer.summary,
      providesTags: (_result, _error, tenderNo) => [{ type: 'PublicBids', id: tenderNo }],
      keepUnusedDataFor: 0,
    }),
    /** The desk: the sealing and the count before the opening, the record after it. */
    getStaffBids: build.query<StaffBids, string>({
      query: (tenderNo) => BID_PATHS.staffBids(tenderNo),
      transformResponse: (answer: { bids: StaffBids }) => answer.bids,
      providesTags: (_result, _error, tenderNo) => [{ type: 'StaffBids', id: tenderNo }],
      keepUnusedDataFor: 0,
    }),
    /** An opener's salt and iterations, asked afresh at each opening (never cached). */
    getShareParams: build.query<ShareParams, string>({
      query: (tenderNo) => BID_PATHS.share(tenderNo),
      transformResponse: (answer: { share: ShareParams }) => answer.share,
      keepUnusedDataFor: 0,
    }),
    armSealing: build.mutation<SealingAnswer, { tenderNo: string } & SealingArmPayload>({
      query: ({ tenderNo, ...body }) => ({ url: BID_PATHS.arm(tenderNo), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => deskTags(tenderNo),
    }),
    /** Changes nothing the desk shows: a failure (a wrong code) leaves the page as it was. */
    beginOpening: build.mutation<OpeningStep, StageRequest<OpeningConfirmPayload>>({
      query: ({ tenderNo, stage, ...body }) => ({ url: BID_PATHS.openBegin(tenderNo, stage), method: 'POST', body }),
      transformResponse: (answer: { step: OpeningStep }) => answer.step,
    }),
    postOpeningPartials: build.mutation<SealingAnswer, StageRequest<{ token: string; partials: Record<string, string> }>>({
      query: ({ tenderNo, stage, ...body }) => ({ url: BID_PATHS.openPartials(tenderNo, stage), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => deskTags(tenderNo),
    }),
    postOpeningKeys: build.mutation<OpenedAnswer, StageRequest<{ token: string; keys: Record<string, string> }>>({
      query: ({ tenderNo, stage, ...body }) => ({ url: BID_PATHS.openKeys(tenderNo, stage), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => deskTags(tenderNo),
    }),
    evaluateBid: build.mutation<EvaluationAnswer, { tenderNo: string } & EvaluationPayload>({
      query: ({ tenderNo, ...body }) => ({ url: BID_PATHS.evaluate(tenderNo), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => deskTags(tenderNo),
    }),
    finishEvaluation: build.mutation<EvaluationAnswer, string>({
      query: (tenderNo) => ({ url: BID_PATHS.evaluationDone(tenderNo), method: 'POST' }),
      invalidatesTags: (_answer, _error, tenderNo) => deskTags(tenderNo),
    }),
    awardBid: build.mutation<AwardAnswer, { tenderNo: string } & AwardPayload>({
      query: ({ tenderNo, ...body }) => ({ url: BID_PATHS.award(tenderNo), method: 'POST', body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => deskTags(tenderNo),
    }),
  }),
});

export const {
  useGetMyBidQuery,
  useSubmitBidMutation,
  useWithdrawBidMutation,
  useReconfirmBidMutation,
  useGetPublicBidsQuery,
  useGetStaffBidsQuery,
  useLazyGetShareParamsQuery,
  useArmSealingMutation,
  useBeginOpeningMutation,
  usePostOpeningPartialsMutation,
  usePostOpeningKeysMutation,
  useEvaluateBidMutation,
  useFinishEvaluationMutation,
  useAwardBidMutation,
} = bidApi;
