import { defineCatalogue } from '@/shared/i18n';
import { homeEn } from './home-text.en';

export const homeText = defineCatalogue('home', homeEn, () => import(/* webpackChunkName: "mr-home" */ './home-text.mr'));
