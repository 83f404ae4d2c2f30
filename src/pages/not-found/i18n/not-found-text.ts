import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The page-not-found screen's words, keyed by the English text, which stays where it is shown: English pages
 * carry no table. The Marathi joins the other screens' in `mr-screens`.
 */
export const notFoundText = defineTextCatalogue('not-found', () => import(/* webpackChunkName: "mr-screens" */ './not-found-text.mr'));
