import { defineCatalogue } from '@/shared/i18n';
import { carouselEn } from './carousel-text.en';

export const carouselText = defineCatalogue('carousel', carouselEn, () => import(/* webpackChunkName: "mr-carousel" */ './carousel-text.mr'));
