import { defineTextCatalogue } from '@/shared/i18n';

/** The carousel's words (WAI-ARIA carousel pattern), keyed by the English ones. */
export const carouselText = defineTextCatalogue('carousel', () => import('./carousel-text.mr'));
