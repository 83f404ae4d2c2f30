import { defineCatalogue } from '@/shared/i18n';
import { shellEn } from './shell-text.en';

/** The shell's texts; the Marathi ones load on a Marathi page only. */
export const shellText = defineCatalogue('shell', shellEn, () => import('./shell-text.mr'));
