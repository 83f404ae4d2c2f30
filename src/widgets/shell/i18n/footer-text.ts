import { defineCatalogue } from '@/shared/i18n';
import { footerEn } from './footer-text.en';

export const footerText = defineCatalogue('footer', footerEn, () => import('./footer-text.mr'));
