import { defineTextCatalogue } from '@/shared/i18n';

/** The gallery's texts (its screens, tabs, counts and the lightbox's controls), keyed by the English ones. */
export const galleryText = defineTextCatalogue('gallery', () => import(/* webpackChunkName: "mr-screens" */ './gallery-text.mr'));
