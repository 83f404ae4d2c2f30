import { defineTextCatalogue } from '@/shared/i18n';

/** The side drawer's texts, keyed by the English ones (loaded with the drawer's chunk). */
export const drawerText = defineTextCatalogue('drawer', () => import('./drawer-text.mr'));
