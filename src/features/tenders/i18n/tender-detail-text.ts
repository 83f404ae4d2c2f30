import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The rest of the tender detail page (the letter, its appendix, the documents, the corrigenda, the pre-bid
 * questions), keyed by the English text, which stays where it is shown: English pages carry no table.
 */
export const tenderDetailText = defineTextCatalogue('tender-detail', () => import('./tender-detail-text.mr'));
