import { asList, baseApi } from '@/shared/api/base-api';
import { TENDER_QUESTIONS_READ, type PublicQuestion, type TenderQuestionPayload } from '@/entities/tender';
import type { WriteAnswer } from '@/shared/contracts/write-answer';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['TenderQuestions'] });

export const tenderQuestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A tender's published questions and answers (no asker); anything unreadable counts as none. */
    getTenderQuestions: build.query<PublicQuestion[], string>({
      query: (tenderNo) => ({ url: TENDER_QUESTIONS_READ.path, params: { tenderNo } }),
      transformResponse: (answer: { questions?: unknown } | null) => asList<PublicQuestion>(answer?.questions),
      providesTags: (_result, _error, tenderNo) => [{ type: 'TenderQuestions', id: tenderNo }],
      extraOptions: { failureLog: TENDER_QUESTIONS_READ.failureLog },
    }),
    /** A logged-in vendor's question; a 401 means nobody is logged in. */
    askTenderQuestion: build.mutation<WriteAnswer, TenderQuestionPayload>({
      query: (body) => ({ url: '/api/tenders/questions', method: 'POST', body }),
    }),
  }),
});

export const { useGetTenderQuestionsQuery, useAskTenderQuestionMutation } = tenderQuestionsApi;
