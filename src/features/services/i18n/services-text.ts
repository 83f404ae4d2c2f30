import { defineCatalogue } from '@/shared/i18n';
import { servicesEn } from './services-text.en';

export const servicesText = defineCatalogue('services', servicesEn, () => import('./services-text.mr'));
