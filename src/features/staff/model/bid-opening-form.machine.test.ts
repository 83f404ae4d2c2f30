import { BID_MESSAGES } from '@/entities/bid';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';
import { describeFormModel } from '../../../../test/utils/form-model';
import { bidOpeningFormMachine, EMPTY_BID_OPENING } from './bid-opening-form.machine';

describeFormModel(bidOpeningFormMachine, {
  empty: EMPTY_BID_OPENING,
  filled: { code: '246810', passphrase: 'godavari-monsoon-ceiling' },
  required: { field: 'passphrase', message: BID_MESSAGES.passphraseShort, prefill: 'a-long-enough-phrase' },
  accepted: { success: true, message: BID_MESSAGES.firstConfirmed },
  refusals: [
    // An answer that is not a success, whatever its status, is not taken for one.
    { answer: { success: false, message: BID_MESSAGES.alreadyOpened }, says: BID_MESSAGES.alreadyOpened, status: 200 },
    { error: { status: 401, data: { success: false, message: BID_MESSAGES.codeWrong, errors: { code: BID_MESSAGES.codeWrong } } }, says: null, errors: { code: BID_MESSAGES.codeWrong }, status: 401 },
    { error: { status: 422, data: { success: false, message: BID_MESSAGES.wrongPassphrase } }, says: BID_MESSAGES.wrongPassphrase, status: 422 },
    { error: { status: 409, data: { success: false, message: BID_MESSAGES.tooEarly('2026-12-20 16:00') } }, says: BID_MESSAGES.tooEarly('2026-12-20 16:00'), status: 409 },
    { error: { status: 'FETCH_ERROR', error: 'no answer' }, says: SEALED_BIDS_TEXTS.failure, status: 'network' },
  ],
});
