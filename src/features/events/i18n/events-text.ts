import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The events screen's words, keyed by the English text, which stays where it is shown: English pages carry no
 * table. The Marathi joins the other screens' in `mr-screens`.
 */
export const eventsText = defineTextCatalogue('events', () => import(/* webpackChunkName: "mr-screens" */ './events-text.mr'));
