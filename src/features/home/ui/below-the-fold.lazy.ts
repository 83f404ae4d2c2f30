import { deferred } from '@/shared/ui/deferred';

/** Everything after the welcome block, from the `home-below` chunk (see below-the-fold.tsx). */
export const HomeBelowTheFold = deferred('HomeBelowTheFold', () =>
  import(/* webpackChunkName: "home-below" */ './below-the-fold').then((module) => module.HomeBelowTheFold),
);
