import { tenderQuestionSchema, type TenderQuestionPayload } from '@/entities/tender';
import { ACCOUNT_MESSAGES } from '@/shared/contracts/accounts';
import type { FormValues } from '@/shared/contracts/forms';
import { checkedBy, createFormMachine } from '@/shared/model/form.machine';

export type TenderQuestionValues = FormValues<typeof tenderQuestionSchema>;

/**
 * A vendor's pre-bid question on the tender page (issue 23), checked with the schema the server uses.
 * `tenderNo` is the page's tender, kept after a success so the vendor can ask another.
 */
export const tenderQuestionFormMachine = createFormMachine<TenderQuestionValues, TenderQuestionPayload>({
  id: 'tender-question-form',
  empty: { tenderNo: '', question: '' },
  ...checkedBy(tenderQuestionSchema),
  failureTexts: { network: ACCOUNT_MESSAGES.network, unexpected: ACCOUNT_MESSAGES.unexpected },
  keepOnSuccess: ['tenderNo'],
});
