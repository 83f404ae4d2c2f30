import { defineTextCatalogue } from '@/shared/i18n';

/** The footer's and the floating buttons' texts, keyed by the English ones (loaded with the footer's chunk). */
export const footerText = defineTextCatalogue('footer', () => import('./footer-text.mr'));
