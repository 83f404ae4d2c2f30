import { defineTextCatalogue } from '@/shared/i18n';

/**
 * A vendor's bid in Marathi (the tender page's "Bid online" section, the bid form, the receipt, the opening
 * record, My applications' bid, and the server's answers to a vendor), keyed by the English text, which
 * stays where it is written (`BID_TEXTS`, `BID_MESSAGES`, `OPENING_RECORD_TEXTS`). The staff desk is English.
 */
export const bidText = defineTextCatalogue('bids', () => import(/* webpackChunkName: "mr-screens" */ './bid-text.mr'));
