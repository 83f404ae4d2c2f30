import { lazy, memo, Suspense } from 'react';
import type { BackgroundVideoProps } from './background-video-player';

const BackgroundVideoPlayer = lazy(() =>
  import(/* webpackChunkName: "background-video" */ './background-video-player').then((module) => ({ default: module.BackgroundVideoPlayer })),
);

/**
 * A muted, looping decorative video (see `BackgroundVideoPlayer`). The video does nothing before the
 * page has loaded, so its code is not in the page's first script: on a server-rendered page React keeps
 * the `<video>` and its poster as the server wrote them and hydrates them when the small chunk arrives.
 * `memo` keeps a parent's re-render (a menu opening) from reaching the boundary before then, which would
 * make React drop the server's markup and render the fallback.
 */
export const BackgroundVideo = memo(function BackgroundVideo(props: BackgroundVideoProps) {
  return (
    <Suspense fallback={null}>
      <BackgroundVideoPlayer {...props} />
    </Suspense>
  );
});
