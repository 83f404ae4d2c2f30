import { defineTextCatalogue } from '@/shared/i18n';

/** The service pages' own words (counts, links, the call to action, the guide's frame), keyed by the English ones. */
export const servicePagesText = defineTextCatalogue('service-pages', () => import(/* webpackChunkName: "mr-services" */ './service-pages-text.mr'));

/**
 * The catalogue's texts (`config/catalogue-*.ts`: intros, items; `config/painting-services.ts`;
 * `config/budget-guide*.ts`), keyed by the English ones: a chunk of its own, loaded by the Marathi service pages.
 */
export const catalogueText = defineTextCatalogue('catalogue', () => import(/* webpackChunkName: "mr-services" */ './catalogue-text.mr'));
