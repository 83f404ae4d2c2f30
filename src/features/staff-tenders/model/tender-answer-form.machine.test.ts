import { QUESTION_MESSAGES } from '@/entities/tender';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { describeForm, noAnswer, notASuccess, refusedFields, refusedWith } from '../../../../test/utils/form-model';
import { tenderAnswerFormMachine } from './tender-answer-form.machine';

describeForm(tenderAnswerFormMachine, {
  empty: { answer: '', published: true },
  filled: { answer: ' Yes, 12.5 mm moisture-resistant board. ', published: false },
  required: { field: 'answer', message: QUESTION_MESSAGES.answerRequired },
  accepted: { success: true, message: QUESTION_MESSAGES.answered },
  payload: { answer: 'Yes, 12.5 mm moisture-resistant board.', published: false },
  refusals: [
    notASuccess(QUESTION_MESSAGES.notFound),
    refusedWith(404, QUESTION_MESSAGES.notFound),
    refusedWith(403, STAFF_MESSAGES.wrongRole),
    refusedFields(400, FORM_INVALID_MESSAGE, { answer: QUESTION_MESSAGES.answerTooLong }),
    noAnswer(SEND_FAILURE_MESSAGE),
  ],
});
