import { BID_MESSAGES } from '@/entities/bid';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';
import { describeForm, noAnswer, notASuccess, refusedWith } from '../../../../test/utils/form-model';
import { EMPTY_SEALING_ARM, sealingArmFormMachine, sealingArmFormSchema } from './sealing-arm-form.machine';

describeForm(sealingArmFormMachine, {
  empty: EMPTY_SEALING_ARM,
  filled: { passphrase: 'godavari-monsoon-ceiling', confirmPassphrase: 'godavari-monsoon-ceiling' },
  required: { field: 'passphrase', message: BID_MESSAGES.passphraseShort },
  accepted: { success: true, message: BID_MESSAGES.armedFirst },
  // Only the passphrase goes to the submit (which makes the keys from it); the confirmation stays in the form.
  payload: { passphrase: 'godavari-monsoon-ceiling' },
  refusals: [
    // An answer that is not a success, whatever its status, is not taken for one.
    notASuccess(BID_MESSAGES.alreadyArmed),
    refusedWith(409, BID_MESSAGES.reArmHasBids),
    refusedWith(403, BID_MESSAGES.notAnArmer),
    refusedWith(400, BID_MESSAGES.shareInvalid),
    noAnswer(SEALED_BIDS_TEXTS.failure, 'no answer'),
  ],
});

describe('the arming form’s rules', () => {
  const errorsOf = (passphrase: string, confirmPassphrase: string) => {
    const result = sealingArmFormSchema.safeParse({ passphrase, confirmPassphrase });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('asks for 12 characters at least, 200 at most, counted as typed (a space counts)', () => {
    expect(errorsOf('eleven-char', 'eleven-char')).toEqual({ passphrase: BID_MESSAGES.passphraseShort });
    expect(errorsOf(' eleven-char', ' eleven-char')).toEqual({});
    expect(errorsOf('x'.repeat(201), 'x'.repeat(201))).toEqual({ passphrase: BID_MESSAGES.passphraseLong });
  });

  it('asks for the same passphrase twice', () => {
    expect(errorsOf('godavari-monsoon-ceiling', 'godavari-monsoon-ceilinG')).toEqual({ confirmPassphrase: SEALED_BIDS_TEXTS.passphraseMismatch });
  });
});
