import { openingConfirmSchema } from '@/entities/bid';
import { validateWith } from '@/shared/contracts/forms';
import { createFormMachine } from '@/shared/model/form.machine';
import { SEALED_BIDS_TEXTS } from '../config/sealed-bids-texts';

/** One opener's confirmation of the opening: their authenticator code and their passphrase. */
export type BidOpeningValues = { code: string; passphrase: string };

export const EMPTY_BID_OPENING: BidOpeningValues = { code: '', passphrase: '' };

export const bidOpeningFormMachine = createFormMachine<BidOpeningValues>({
  id: 'staff-bid-opening-form',
  empty: EMPTY_BID_OPENING,
  validate: validateWith(openingConfirmSchema),
  failureTexts: { network: SEALED_BIDS_TEXTS.failure, unexpected: SEALED_BIDS_TEXTS.failure },
});
