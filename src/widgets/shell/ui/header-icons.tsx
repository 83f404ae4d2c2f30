import { defineIcon } from '@/shared/ui/icon';

/** The header's own icons: the menu toggle and the side drawer's button. */
export const MenuIcon = defineIcon('MenuIcon', <path d="M4 7h16M4 12h16M4 17h16" />);

export const PanelIcon = defineIcon(
  'PanelIcon',
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" />
    <path d="M15 4v16M17.5 8h1M17.5 11h1M17.5 14h1" />
  </>,
);

