import { defineCatalogue } from '@/shared/i18n';
import { languageOfferEn } from './language-offer-text.en';

export const languageOfferText = defineCatalogue('language-offer', languageOfferEn, () => import('./language-offer-text.mr'));
