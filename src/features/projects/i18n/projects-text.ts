import { defineTextCatalogue } from '@/shared/i18n';

/** The projects list's and the case study page's texts (the words around the projects' own), keyed by the English ones. */
export const projectsText = defineTextCatalogue('projects', () => import(/* webpackChunkName: "mr-screens" */ './projects-text.mr'));
