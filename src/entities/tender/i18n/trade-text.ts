import { defineTextCatalogue } from '@/shared/i18n';

/** The trades' labels in Marathi, keyed by their English labels (`TRADES`), for the badges and the checkboxes. */
export const tradeText = defineTextCatalogue('tender-trades', () => import(/* webpackChunkName: "mr-screens" */ './trade-text.mr'));
