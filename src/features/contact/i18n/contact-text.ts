import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The Contact Us screen's words (docs/spec-fields.md §2), keyed by the English text, which stays where it is shown:
 * English pages carry no table. The Marathi joins the other screens' in `mr-screens`.
 */
export const contactText = defineTextCatalogue('contact', () => import(/* webpackChunkName: "mr-screens" */ './contact-text.mr'));
