import { OPENER_MESSAGES } from '@/entities/tender';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { describeForm, noAnswer, notASuccess, refusedBeside, refusedFields } from '../../../../test/utils/form-model';
import { EMPTY_TENDER_OPENERS, tenderOpenersFormMachine } from './tender-openers-form.machine';

const TENDER = 'VI/TN/2026/101';

describeForm(tenderOpenersFormMachine, {
  empty: EMPTY_TENDER_OPENERS,
  filled: { opener1: '3', opener2: '7' },
  required: { field: 'opener2', message: OPENER_MESSAGES.chooseSecond },
  accepted: { success: true, message: OPENER_MESSAGES.named(TENDER), tenderNo: TENDER },
  payload: { staffIds: [3, 7] },
  refusals: [
    notASuccess(OPENER_MESSAGES.locked(TENDER)),
    // The select already says it.
    refusedBeside(409, 'opener2', 'Xavier cannot open with Asha.'),
    refusedFields(400, FORM_INVALID_MESSAGE, { opener2: OPENER_MESSAGES.different }),
    noAnswer(OPENER_MESSAGES.failure, 'no answer'),
  ],
});
