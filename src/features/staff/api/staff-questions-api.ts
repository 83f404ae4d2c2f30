import { baseApi } from '@/shared/api/base-api';
import type { QuestionAnswerPayload, StaffQuestion } from '@/entities/tender';
import type { WriteAnswer } from '@/shared/contracts/write-answer';

/** Pre-bid questions in the tenders desk (`/api/staff/tender-questions…`): every question with its asker. */

const api = baseApi.enhanceEndpoints({ addTagTypes: ['StaffQuestions'] });

export const staffQuestionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listStaffQuestions: build.query<StaffQuestion[], { tenderNo: string }>({
      query: ({ tenderNo }) => ({ url: '/api/staff/tender-questions', params: { tenderNo } }),
      transformResponse: (answer: { questions: StaffQuestion[] }) => answer.questions,
      providesTags: (_result, _error, { tenderNo }) => [{ type: 'StaffQuestions', id: tenderNo }],
      keepUnusedDataFor: 0,
    }),
    answerStaffQuestion: build.mutation<WriteAnswer, { id: number; tenderNo: string } & QuestionAnswerPayload>({
      query: ({ id, answer, published }) => ({ url: `/api/staff/tender-questions/${id}/answer`, method: 'POST', body: { answer, published } }),
      invalidatesTags: (_answer, error, { tenderNo }) => (error ? [] : [{ type: 'StaffQuestions', id: tenderNo }]),
    }),
  }),
});

export const { useListStaffQuestionsQuery, useAnswerStaffQuestionMutation } = staffQuestionsApi;
