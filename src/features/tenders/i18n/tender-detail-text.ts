import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The rest of the tender detail page (the letter, its appendix, the documents, the corrigenda, the pre-bid
 * questions), keyed by the English text, which stays where it is shown: English pages carry no table.
 * The tender board's Marathi modules (this, the board's words, names and counts, bids, vendor profile, accounts) share one chunk with the other screens' Marathi, `mr-screens`:
 * one more chunk would lengthen every chunk id of the build (webpack's deterministic ids go from 3 to 4 digits
 * past 50 chunks), which every page's runtime and first script pay for.
 */
export const tenderDetailText = defineTextCatalogue('tender-detail', () => import(/* webpackChunkName: "mr-screens" */ './tender-detail-text.mr'));
