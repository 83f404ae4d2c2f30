import { z } from 'zod';
import { BID_MESSAGES, MAX_PASSPHRASE_LENGTH, MIN_PASSPHRASE_LENGTH } from '@/entities/bid';
import { validateWith } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';

/**
 * Arming a tender's sealing: one opener's passphrase, typed twice. It never leaves the browser: the
 * component's submit makes the opener's keys from it (`makeArmingShare`) and sends only those.
 */
export type SealingArmValues = { passphrase: string; confirmPassphrase: string };

export const EMPTY_SEALING_ARM: SealingArmValues = { passphrase: '', confirmPassphrase: '' };

/** The passphrase as typed: no trimming, a space is part of it. */
const passphrase = z.string().min(MIN_PASSPHRASE_LENGTH, BID_MESSAGES.passphraseShort).max(MAX_PASSPHRASE_LENGTH, BID_MESSAGES.passphraseLong);

export const sealingArmFormSchema = z
  .object({ passphrase, confirmPassphrase: z.string() })
  .refine((values) => values.passphrase === values.confirmPassphrase, { path: ['confirmPassphrase'], message: SEALED_BIDS_TEXTS.passphraseMismatch });

export const sealingArmFormMachine = createFormMachine<SealingArmValues, { passphrase: string }>({
  id: 'staff-sealing-arm-form',
  empty: EMPTY_SEALING_ARM,
  validate: validateWith(sealingArmFormSchema),
  toPayload: ({ passphrase: typed }) => ({ passphrase: typed }),
  failureTexts: { network: SEALED_BIDS_TEXTS.failure, unexpected: SEALED_BIDS_TEXTS.failure },
});
