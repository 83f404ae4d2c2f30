import { z } from 'zod';
import { BID_MESSAGES, type AwardPayload } from '@/entities/bid';
import { validateWith } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';

/**
 * The award after the financial opening: a ranked bidder and, unless it is L1, the reason. `l1` is the
 * L1 bid's number (a hidden value: the rule turns on it), kept through the form's life.
 */
export type AwardValues = { bidNumber: string; reason: string; l1: string };

export const EMPTY_AWARD: AwardValues = { bidNumber: '', reason: '', l1: '' };

export const awardFormSchema = z
  .object({
    bidNumber: z.string().min(1, SEALED_BIDS_TEXTS.awardChoose),
    reason: z.string().trim().max(1000),
    l1: z.string(),
  })
  .superRefine((values, context) => {
    if (values.bidNumber && values.bidNumber !== values.l1 && values.reason.length < 5) {
      context.addIssue({ code: 'custom', path: ['reason'], message: BID_MESSAGES.awardReason });
    }
  });

export const awardFormMachine = createFormMachine<AwardValues, AwardPayload>({
  id: 'staff-award-form',
  empty: EMPTY_AWARD,
  validate: validateWith(awardFormSchema),
  toPayload: ({ bidNumber, reason }) => ({ bidNumber, reason: reason.trim() }),
  keepOnSuccess: ['l1'],
  failureTexts: { network: SEALED_BIDS_TEXTS.failure, unexpected: SEALED_BIDS_TEXTS.failure },
});
