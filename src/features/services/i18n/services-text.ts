import { defineTextCatalogue } from '@/shared/i18n';

/**
 * The services screen's words (the service pages have theirs in service-pages-text.ts), keyed by the English
 * text, which stays where it is shown: English pages carry no table. The Marathi joins `mr-services`.
 */
export const servicesText = defineTextCatalogue('services', () => import(/* webpackChunkName: "mr-services" */ './services-text.mr'));
