import { sealingArmSchema } from '@/entities/bid';
import { validateWith } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';

/** Arming a tender's sealing: one member's passphrase (never stored; typed again at the opening). */
export type SealingArmValues = { passphrase: string };

export const EMPTY_SEALING_ARM: SealingArmValues = { passphrase: '' };

export const sealingArmFormMachine = createFormMachine<SealingArmValues>({
  id: 'staff-sealing-arm-form',
  empty: EMPTY_SEALING_ARM,
  validate: validateWith(sealingArmSchema),
  failureTexts: { network: SEALED_BIDS_TEXTS.failure, unexpected: SEALED_BIDS_TEXTS.failure },
});
