import { defineTextCatalogue } from '@/shared/i18n';

/**
 * A project card's links (home page and projects list), keyed by the English texts. Its Marathi travels in
 * the chunk of the screens translated with it (`mr-screens`, named): each Marathi chunk of its own is an
 * entry in every page's runtime, and past 50 chunks webpack's ids grow a digit on every page.
 */
export const projectCardText = defineTextCatalogue('project-card', () => import(/* webpackChunkName: "mr-screens" */ './project-card-text.mr'));
