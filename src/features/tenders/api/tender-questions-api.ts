import { asList, baseApi } from '@/shared/api/base-api';
import { fromContract, fromContractAs } from '@/shared/api/contract-query';
import { askQuestionEndpoint, publicQuestionsRead, type PublicQuestion } from '@/entities/tender';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['TenderQuestions'] });

export const tenderQuestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A tender's published questions and answers (no asker); anything unreadable counts as none. */
    getTenderQuestions: build.query({
      ...fromContractAs(publicQuestionsRead, (answer) => asList<PublicQuestion>(answer?.questions)),
      providesTags: (_result, _error, { query }) => [{ type: 'TenderQuestions' as const, id: String(query.tenderNo) }],
    }),
    /** A logged-in vendor's question; a 401 means nobody is logged in. */
    askTenderQuestion: build.mutation(fromContract(askQuestionEndpoint)),
  }),
});

export const { useGetTenderQuestionsQuery, useAskTenderQuestionMutation } = tenderQuestionsApi;
