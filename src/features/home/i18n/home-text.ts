import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The home page's and the About page's words (docs/spec-fields.md §2, "Home"), keyed by the English text, which stays
 * where it is shown: English pages carry no table. What the company says about itself comes from content/.
 * The Marathi joins the other screens' in `mr-screens` (one more chunk would lengthen every chunk id).
 */
export const homeText = defineTextCatalogue('home', () => import(/* webpackChunkName: "mr-screens" */ './home-text.mr'));
