import { BID_MESSAGES } from '@/entities/bid';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';
import { describeForm, noAnswer, notASuccess, refusedBeside } from '../../../../test/utils/form-model';
import { awardFormMachine, awardFormSchema, EMPTY_AWARD, type AwardValues } from './award-form.machine';

describeForm(awardFormMachine, {
  empty: EMPTY_AWARD,
  filled: { bidNumber: 'BID-0002', reason: ' L1 withdrew its validity. ', l1: 'BID-0001' },
  required: { field: 'bidNumber', message: SEALED_BIDS_TEXTS.awardChoose },
  accepted: { success: true, message: BID_MESSAGES.awarded('Patil Interiors') },
  payload: { bidNumber: 'BID-0002', reason: 'L1 withdrew its validity.' },
  keptOnSuccess: ['l1'],
  refusals: [
    notASuccess(BID_MESSAGES.alreadyAwarded),
    refusedBeside(409, 'bidNumber', BID_MESSAGES.awardNotRanked),
    noAnswer(SEALED_BIDS_TEXTS.failure, 'no answer'),
  ],
});

describe('the award form’s rules', () => {
  const errorsOf = (values: AwardValues) => {
    const result = awardFormSchema.safeParse(values);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('needs no reason for L1, and one of 5 characters at least for any other ranked bidder', () => {
    expect(errorsOf({ bidNumber: 'BID-0001', reason: '', l1: 'BID-0001' })).toEqual({});
    expect(errorsOf({ bidNumber: 'BID-0002', reason: ' ok ', l1: 'BID-0001' })).toEqual({ reason: BID_MESSAGES.awardReason });
    expect(errorsOf({ bidNumber: '', reason: '', l1: 'BID-0001' })).toEqual({ bidNumber: SEALED_BIDS_TEXTS.awardChoose });
  });
});
