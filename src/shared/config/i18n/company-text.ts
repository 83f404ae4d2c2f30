import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The company's own words from `content/company.json` (its tagline, its promise, the map's title), keyed by
 * the English text: a Marathi page shows their translation, and a changed text shows in English until its
 * Marathi is written (the catalogues test names it).
 */
export const companyText = defineTextCatalogue('company', () => import(/* webpackChunkName: "mr-screens" */ './company-text.mr'));
