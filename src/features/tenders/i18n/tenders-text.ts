import { defineCatalogue } from '@/shared/i18n';
import { tendersEn } from './tenders-text.en';

export const tendersText = defineCatalogue('tenders', tendersEn, () => import('./tenders-text.mr'));
