import { baseApi } from '@/shared/api/base-api';
import { fromContract, fromContractAs } from '@/shared/api/contract-query';
import { answerQuestionEndpoint, staffQuestionsRead } from '@/entities/tender';

/** Pre-bid questions in the tenders desk: every question with its asker, and the answer. */

const api = baseApi.enhanceEndpoints({ addTagTypes: ['StaffQuestions'] });

/** The desk's list is cached per tender; an answer saved reads the list again. */
export const staffQuestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStaffQuestions: build.query({
      ...fromContractAs(staffQuestionsRead, (answer) => answer.questions),
      providesTags: (_result, _error, { query }) => [{ type: 'StaffQuestions' as const, id: String(query.tenderNo) }],
      keepUnusedDataFor: 0,
    }),
    answerStaffQuestion: build.mutation({
      ...fromContract(answerQuestionEndpoint),
      invalidatesTags: (_answer, error) => (error ? [] : ['StaffQuestions' as const]),
    }),
  }),
});

export const { useListStaffQuestionsQuery, useAnswerStaffQuestionMutation } = staffQuestionsApi;
