import { OPENER_MESSAGES } from '@/entities/tender';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { describeForm } from '../../../../test/utils/form-model';
import { EMPTY_TENDER_OPENERS, tenderOpenersFormMachine } from './tender-openers-form.machine';

const TENDER = 'VI/TN/2026/101';

describeForm(tenderOpenersFormMachine, {
  empty: EMPTY_TENDER_OPENERS,
  filled: { opener1: '3', opener2: '7' },
  required: { field: 'opener2', message: OPENER_MESSAGES.chooseSecond },
  accepted: { success: true, message: OPENER_MESSAGES.named(TENDER), tenderNo: TENDER },
  payload: { staffIds: [3, 7] },
  refusals: [
    { answer: { success: false, message: OPENER_MESSAGES.locked(TENDER) }, says: OPENER_MESSAGES.locked(TENDER), status: 200 },
    {
      error: { status: 409, data: { success: false, message: 'Xavier cannot open with Asha.', errors: { opener2: 'Xavier cannot open with Asha.' } } },
      // The select already says it.
      says: null,
      errors: { opener2: 'Xavier cannot open with Asha.' },
      status: 409,
    },
    {
      error: { status: 400, data: { success: false, message: FORM_INVALID_MESSAGE, errors: { opener2: OPENER_MESSAGES.different } } },
      says: FORM_INVALID_MESSAGE,
      errors: { opener2: OPENER_MESSAGES.different },
      status: 400,
    },
    { error: { status: 'FETCH_ERROR', error: 'no answer' }, says: OPENER_MESSAGES.failure, status: 'network' },
  ],
});
