import type { Translation } from '@/shared/i18n';
import type { drawerEn } from './drawer-text.en';

export default {
  drawerNav: 'झटपट दुवे',
  close: 'बंद करा',
} satisfies Translation<typeof drawerEn>;
