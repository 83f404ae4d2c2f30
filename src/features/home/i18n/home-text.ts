import { defineCatalogue } from '@/shared/i18n';
import { homeEn } from './home-text.en';

export const homeText = defineCatalogue('home', homeEn, () => import('./home-text.mr'));
