import { defineTextCatalogue } from '@/shared/i18n';

/** The estimator's texts (its screen, its model's breakdown and warnings, the rates' names), keyed by the English ones. */
export const estimateText = defineTextCatalogue('estimate', () => import(/* webpackChunkName: "mr-services" */ './estimate-text.mr'));
