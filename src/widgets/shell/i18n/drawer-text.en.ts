/** The side drawer's texts (loaded with the drawer's chunk). */
export const drawerEn = {
  drawerNav: 'Quick links',
  close: 'Close',
};
