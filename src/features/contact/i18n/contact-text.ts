import { defineCatalogue } from '@/shared/i18n';
import { contactEn } from './contact-text.en';

export const contactText = defineCatalogue('contact', contactEn, () => import('./contact-text.mr'));
