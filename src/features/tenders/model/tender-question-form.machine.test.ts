import { QUESTION_MESSAGES } from '@/entities/tender';
import { ACCOUNT_MESSAGES } from '@/shared/contracts/accounts';
import { describeForm, noAnswer, notASuccess, refusedWith } from '../../../../test/utils/form-model';
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
    notASuccess(QUESTION_MESSAGES.closed),
    refusedWith(401, QUESTION_MESSAGES.loginFirst),
    refusedWith(409, QUESTION_MESSAGES.closed),
    refusedWith(429, QUESTION_MESSAGES.tooMany),
    { error: { status: 502, data: '<html>Bad gateway</html>' }, says: ACCOUNT_MESSAGES.unexpected, status: 502 },
    noAnswer(ACCOUNT_MESSAGES.network),
  ],
});
