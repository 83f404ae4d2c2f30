import { deferred } from './deferred';

/**
 * A muted, looping decorative video (see `BackgroundVideoPlayer`). It does nothing before the page has
 * loaded, so its code is not in the page's first script: React keeps the server's `<video>` and poster
 * until its small chunk arrives.
 */
export const BackgroundVideo = deferred('BackgroundVideo', () =>
  import(/* webpackChunkName: "background-video" */ './background-video-player').then((module) => module.BackgroundVideoPlayer),
);
