import { z } from 'zod';
import { evaluationSchema, type EvaluationPayload } from '@/entities/bid';
import { checkedBy, createFormMachine } from '@/shared/model/form.machine';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';

/** The committee's decision on one bidder after the technical opening: qualified or not, and why. */
export type EvaluationValues = { bidNumber: string; decision: '' | EvaluationPayload['decision']; reason: string };

export const EMPTY_EVALUATION: EvaluationValues = { bidNumber: '', decision: '', reason: '' };

/** The route's schema, with the words for a decision not chosen yet. */
export const evaluationFormSchema = evaluationSchema.extend({
  decision: z.enum(['qualified', 'not-qualified'], { errorMap: () => ({ message: SEALED_BIDS_TEXTS.decisionRequired }) }),
});

export const evaluationFormMachine = createFormMachine<EvaluationValues, EvaluationPayload>({
  id: 'staff-evaluation-form',
  empty: EMPTY_EVALUATION,
  ...checkedBy(evaluationFormSchema),
  // The saved decision comes back with the desk's refetch and is filled in again from it (`PREFILL`).
  keepOnSuccess: ['bidNumber'],
  failureTexts: { network: SEALED_BIDS_TEXTS.failure, unexpected: SEALED_BIDS_TEXTS.failure },
});
