import { defineCatalogue } from '@/shared/i18n';
import { drawerEn } from './drawer-text.en';

export const drawerText = defineCatalogue('drawer', drawerEn, () => import('./drawer-text.mr'));
