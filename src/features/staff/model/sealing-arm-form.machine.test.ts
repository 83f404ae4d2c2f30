import { BID_MESSAGES } from '@/entities/bid';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';
import { describeFormModel } from '../../../../test/utils/form-model';
import { EMPTY_SEALING_ARM, sealingArmFormMachine } from './sealing-arm-form.machine';

describeFormModel(sealingArmFormMachine, {
  empty: EMPTY_SEALING_ARM,
  filled: { passphrase: 'godavari-monsoon-ceiling' },
  required: { field: 'passphrase', message: BID_MESSAGES.passphraseShort, prefill: 'a-long-enough-phrase' },
  accepted: { success: true, message: BID_MESSAGES.armedFirst },
  refusals: [
    // An answer that is not a success, whatever its status, is not taken for one.
    { answer: { success: false, message: BID_MESSAGES.alreadyArmed }, says: BID_MESSAGES.alreadyArmed, status: 200 },
    { error: { status: 409, data: { success: false, message: BID_MESSAGES.sameArmer } }, says: BID_MESSAGES.sameArmer, status: 409 },
    {
      error: { status: 400, data: { success: false, message: FORM_INVALID_MESSAGE, errors: { passphrase: BID_MESSAGES.passphraseLong } } },
      says: FORM_INVALID_MESSAGE,
      errors: { passphrase: BID_MESSAGES.passphraseLong },
      status: 400,
    },
    { error: { status: 'FETCH_ERROR', error: 'no answer' }, says: SEALED_BIDS_TEXTS.failure, status: 'network' },
  ],
});
