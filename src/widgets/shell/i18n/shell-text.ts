import { defineTextCatalogue } from '@/shared/i18n';

/** The shell's texts (header, menu, the drawer's links), keyed by the English ones: the English bundle carries each once, where it is used. */
export const shellText = defineTextCatalogue('shell', () => import('./shell-text.mr'));
