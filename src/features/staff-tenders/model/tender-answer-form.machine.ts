import { questionAnswerSchema, type QuestionAnswerPayload } from '@/entities/tender';
import { checkedBy, createFormMachine } from '@/shared/model/form.machine';

/**
 * The answer to one pre-bid question in the tenders desk: the text, and whether it goes on the tender page.
 * The desk starts each question's form from the saved answer (`initialValues`), so a correction starts from it.
 */
export type TenderAnswerValues = { answer: string; published: boolean };

export const tenderAnswerFormMachine = createFormMachine<TenderAnswerValues, QuestionAnswerPayload>({
  id: 'staff-tender-answer-form',
  empty: { answer: '', published: true },
  ...checkedBy(questionAnswerSchema),
});
