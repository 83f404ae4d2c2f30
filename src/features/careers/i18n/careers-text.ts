import { defineTextCatalogue } from '@/shared/i18n';

/** The Careers screen's and the application form's texts (`config/careers-texts.ts`, the form's labels), keyed by the English ones. */
export const careersText = defineTextCatalogue('careers', () => import(/* webpackChunkName: "mr-screens" */ './careers-text.mr'));
