import { baseApi } from '@/shared/api/base-api';
import type { WriteAnswer } from '@/shared/contracts/write-answer';
import type { OpeningStage } from '../model/bid';
import { requestOf } from '@/shared/api/contract-query';
import { pathOf, type AnswerOf } from '@/shared/contracts/endpoint';
import {
  armSealingEndpoint,
  awardBidEndpoint,
  beginOpeningEndpoint,
  evaluateBidEndpoint,
  finishEvaluationEndpoint,
  myBidRead,
  openingKeysEndpoint,
  openingPartialsEndpoint,
  publicBidsRead,
  reconfirmBidEndpoint,
  shareParamsRead,
  staffBidsRead,
  submitBidEndpoint,
  withdrawBidEndpoint,
} from '../model/bid.contract';
import { type Award, type AwardPayload, type BidReceipt, type EvaluationPayload, type MyBid, type OpeningConfirmPayload, type OpeningRecord, type OpeningStep, type PublicBids, type SealingArmPayload, type SealingState, type ShareParams, type StaffBids, type TechnicalRecord } from '../model/bid.schema';

/**
 * The bid routes of `docs/bids.md`, one endpoint per contract (`../model/bid.contract.ts`). A vendor's change (a bid, a withdrawal, a
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
      query: (tenderNo) => requestOf(myBidRead, { params: { tenderNo } }),
      transformResponse: (answer: AnswerOf<typeof myBidRead>) => answer.bid,
      // Whether the vendor may bid turns on their vendor profile too: saving it asks again.
      providesTags: (_result, _error, tenderNo) => [{ type: 'Bid', id: tenderNo }, 'VendorProfile'],
      keepUnusedDataFor: 0,
    }),
    /**
     * The multipart bid of `bidFormData`. The bid form sends through `sendBid` instead (it reports upload
     * progress, which fetch cannot); this is for callers that need no progress.
     */
    submitBid: build.mutation<BidReceiptAnswer, { tenderNo: string; body: FormData }>({
      // The multipart body is FormData, not the contract's parsed fields: only the address comes from it.
      query: ({ tenderNo, body }) => ({ url: pathOf(submitBidEndpoint, { tenderNo }), method: submitBidEndpoint.method, body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => vendorBidTags(tenderNo),
    }),
    withdrawBid: build.mutation<WriteAnswer, string>({
      query: (tenderNo) => requestOf(withdrawBidEndpoint, { params: { tenderNo } }),
      invalidatesTags: (_answer, _error, tenderNo) => vendorBidTags(tenderNo),
    }),
    reconfirmBid: build.mutation<BidReceiptAnswer, string>({
      query: (tenderNo) => requestOf(reconfirmBidEndpoint, { params: { tenderNo } }),
      invalidatesTags: (_answer, _error, tenderNo) => vendorBidTags(tenderNo),
    }),
    /** Anyone: the count and award after the opening; the record for a vendor who bid. */
    getPublicBids: build.query<PublicBids, string>({
      query: (tenderNo) => requestOf(publicBidsRead, { params: { tenderNo } }),
      transformResponse: (answer: AnswerOf<typeof publicBidsRead>) => answer.summary,
      providesTags: (_result, _error, tenderNo) => [{ type: 'PublicBids', id: tenderNo }],
      keepUnusedDataFor: 0,
    }),
    /** The desk: the sealing and the count before the opening, the record after it. */
    getStaffBids: build.query<StaffBids, string>({
      query: (tenderNo) => requestOf(staffBidsRead, { params: { tenderNo } }),
      transformResponse: (answer: AnswerOf<typeof staffBidsRead>) => answer.bids,
      providesTags: (_result, _error, tenderNo) => [{ type: 'StaffBids', id: tenderNo }],
      keepUnusedDataFor: 0,
    }),
    /** An opener's salt and iterations, asked afresh at each opening (never cached). */
    getShareParams: build.query<ShareParams, string>({
      query: (tenderNo) => requestOf(shareParamsRead, { params: { tenderNo } }),
      transformResponse: (answer: AnswerOf<typeof shareParamsRead>) => answer.share,
      keepUnusedDataFor: 0,
    }),
    armSealing: build.mutation<SealingAnswer, { tenderNo: string } & SealingArmPayload>({
      query: ({ tenderNo, ...body }) => requestOf(armSealingEndpoint, { params: { tenderNo }, body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => deskTags(tenderNo),
    }),
    /** Changes nothing the desk shows: a failure (a wrong code) leaves the page as it was. */
    beginOpening: build.mutation<OpeningStep, StageRequest<OpeningConfirmPayload>>({
      query: ({ tenderNo, stage, ...body }) => requestOf(beginOpeningEndpoint, { params: { tenderNo, stage }, body }),
      transformResponse: (answer: AnswerOf<typeof beginOpeningEndpoint>) => answer.step,
    }),
    postOpeningPartials: build.mutation<SealingAnswer, StageRequest<{ token: string; partials: Record<string, string> }>>({
      query: ({ tenderNo, stage, ...body }) => requestOf(openingPartialsEndpoint, { params: { tenderNo, stage }, body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => deskTags(tenderNo),
    }),
    postOpeningKeys: build.mutation<OpenedAnswer, StageRequest<{ token: string; keys: Record<string, string> }>>({
      query: ({ tenderNo, stage, ...body }) => requestOf(openingKeysEndpoint, { params: { tenderNo, stage }, body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => deskTags(tenderNo),
    }),
    evaluateBid: build.mutation<EvaluationAnswer, { tenderNo: string } & EvaluationPayload>({
      query: ({ tenderNo, ...body }) => requestOf(evaluateBidEndpoint, { params: { tenderNo }, body }),
      invalidatesTags: (_answer, _error, { tenderNo }) => deskTags(tenderNo),
    }),
    finishEvaluation: build.mutation<EvaluationAnswer, string>({
      query: (tenderNo) => requestOf(finishEvaluationEndpoint, { params: { tenderNo } }),
      invalidatesTags: (_answer, _error, tenderNo) => deskTags(tenderNo),
    }),
    awardBid: build.mutation<AwardAnswer, { tenderNo: string } & AwardPayload>({
      query: ({ tenderNo, ...body }) => requestOf(awardBidEndpoint, { params: { tenderNo }, body }),
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
