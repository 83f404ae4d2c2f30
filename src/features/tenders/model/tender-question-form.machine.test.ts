import { QUESTION_MESSAGES } from '@/entities/tender';
import { ACCOUNT_MESSAGES } from '@/shared/contracts/accounts';
import { describeForm } from '../../../../test/utils/form-model';
import { tenderQuestionFormMachine } from './tender-question-form.machine';

describeForm(tenderQuestionFormMachine, {
  empty: { tenderNo: '', question: '' },
  filled: { tenderNo: 'VI/TN/2026/015', question: '  Is the gypsum board 12.5 mm?  ' },
  required: { field: 'question', message: QUESTION_MESSAGES.questionRequired },
  accepted: { success: true, message: QUESTION_MESSAGES.asked },
  payload: { tenderNo: 'VI/TN/2026/015', question: 'Is the gypsum board 12.5 mm?' },
  // The vendor may ask another question about the same tender.
  keptOnSuccess: ['tenderNo'],
  refusals: [
    { answer: { success: false, message: QUESTION_MESSAGES.closed }, says: QUESTION_MESSAGES.closed, status: 200 },
    { error: { status: 401, data: { success: false, message: QUESTION_MESSAGES.loginFirst } }, says: QUESTION_MESSAGES.loginFirst, status: 401 },
    { error: { status: 409, data: { success: false, message: QUESTION_MESSAGES.closed } }, says: QUESTION_MESSAGES.closed, status: 409 },
    { error: { status: 429, data: { success: false, message: QUESTION_MESSAGES.tooMany } }, says: QUESTION_MESSAGES.tooMany, status: 429 },
    { error: { status: 502, data: '<html>Bad gateway</html>' }, says: ACCOUNT_MESSAGES.unexpected, status: 502 },
    { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, says: ACCOUNT_MESSAGES.network, status: 'network' },
  ],
});
