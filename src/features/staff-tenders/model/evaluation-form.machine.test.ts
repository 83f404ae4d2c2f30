import { BID_MESSAGES } from '@/entities/bid';
import { FORM_INVALID_MESSAGE } from '@/shared/contracts/forms';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';
import { describeForm, noAnswer, notASuccess, refusedFields, refusedWith } from '../../../../test/utils/form-model';
import { EMPTY_EVALUATION, evaluationFormMachine, evaluationFormSchema } from './evaluation-form.machine';

describeForm(evaluationFormMachine, {
  empty: EMPTY_EVALUATION,
  filled: { bidNumber: 'BID-0001', decision: 'not-qualified', reason: '  No turnover certificate.  ' },
  required: { field: 'reason', message: BID_MESSAGES.evaluationReason },
  accepted: { success: true, message: BID_MESSAGES.decided },
  payload: { bidNumber: 'BID-0001', decision: 'not-qualified', reason: 'No turnover certificate.' },
  keptOnSuccess: ['bidNumber'],
  refusals: [
    notASuccess(BID_MESSAGES.wrongStage),
    refusedWith(409, BID_MESSAGES.wrongStage),
    refusedFields(400, FORM_INVALID_MESSAGE, { reason: BID_MESSAGES.evaluationReason }),
    noAnswer(SEALED_BIDS_TEXTS.failure, 'no answer'),
  ],
});

describe('the evaluation form’s rules', () => {
  it('asks for a decision and a reason of 5 characters at least, not counting spaces around it', () => {
    const result = evaluationFormSchema.safeParse({ bidNumber: 'BID-0001', decision: '', reason: '  ok  ' });
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['decision', SEALED_BIDS_TEXTS.decisionRequired],
      ['reason', BID_MESSAGES.evaluationReason],
    ]);
  });
});
