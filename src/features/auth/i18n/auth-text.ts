import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The vendor's account screens (log in, sign up, password reset, the vendor registration) and the header's
 * session indicator in Marathi, keyed by the English text (the spec's, verbatim, typos included), which stays
 * where it is shown: English pages carry no table.
 */
export const authText = defineTextCatalogue('auth', () => import(/* webpackChunkName: "mr-screens" */ './auth-text.mr'));
