import { defineTextCatalogue } from '@/shared/i18n';

/** A project card's links (home page and projects list), keyed by the English texts. */
export const projectCardText = defineTextCatalogue('project-card', () => import('./project-card-text.mr'));
