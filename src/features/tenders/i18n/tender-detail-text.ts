import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The rest of the tender detail page (the letter, its appendix, the documents, the corrigenda, the pre-bid
 * questions), keyed by the English text, which stays where it is shown: English pages carry no table.
 * The tender board's Marathi modules (this, the board's words, names and counts, bids, vendor profile, accounts) share one chunk with the other screens' Marathi, `mr-screens`:
 * every chunk is one more entry in the runtime every page loads (and past 50 chunks webpack's deterministic ids
 * take a fourth digit, as they did with the screens' own chunks, docs/decisions.md "A screen's own chunk").
 */
export const tenderDetailText = defineTextCatalogue('tender-detail', () => import(/* webpackChunkName: "mr-screens" */ './tender-detail-text.mr'));
