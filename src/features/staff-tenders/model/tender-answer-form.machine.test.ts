import { QUESTION_MESSAGES } from '@/entities/tender';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { STAFF_MESSAGES } from '@/shared/contracts/staff';
import { SEND_FAILURE_MESSAGE } from '@/shared/model/form.machine';
import { describeForm } from '../../../../test/utils/form-model';
import { tenderAnswerFormMachine } from './tender-answer-form.machine';

describeForm(tenderAnswerFormMachine, {
  empty: { answer: '', published: true },
  filled: { answer: ' Yes, 12.5 mm moisture-resistant board. ', published: false },
  required: { field: 'answer', message: QUESTION_MESSAGES.answerRequired },
  accepted: { success: true, message: QUESTION_MESSAGES.answered },
  payload: { answer: 'Yes, 12.5 mm moisture-resistant board.', published: false },
  refusals: [
    { answer: { success: false, message: QUESTION_MESSAGES.notFound }, says: QUESTION_MESSAGES.notFound, status: 200 },
    { error: { status: 404, data: { success: false, message: QUESTION_MESSAGES.notFound } }, says: QUESTION_MESSAGES.notFound, status: 404 },
    { error: { status: 403, data: { success: false, message: STAFF_MESSAGES.wrongRole } }, says: STAFF_MESSAGES.wrongRole, status: 403 },
    {
      error: { status: 400, data: { success: false, message: FORM_INVALID_MESSAGE, errors: { answer: QUESTION_MESSAGES.answerTooLong } } },
      says: FORM_INVALID_MESSAGE,
      errors: { answer: QUESTION_MESSAGES.answerTooLong },
      status: 400,
    },
    { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, says: SEND_FAILURE_MESSAGE, status: 'network' },
  ],
});
