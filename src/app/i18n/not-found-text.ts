import { defineCatalogue } from '@/shared/i18n';
import { notFoundEn } from './not-found-text.en';

export const notFoundText = defineCatalogue('not-found', notFoundEn, () => import('./not-found-text.mr'));
