import { lazy, memo, Suspense } from 'react';

const Indicator = lazy(() => import(/* webpackChunkName: "session" */ './session-indicator').then((module) => ({ default: module.SessionIndicator })));

/**
 * The header's place for the session indicator. The indicator loads from a chunk of its own, with only
 * the session's reads: the log-in and sign-up screens (forms, schemas, machines) stay out of every
 * page's download. `memo`: the header's re-renders do not reach the boundary while its chunk is on its way.
 */
export const SessionSlot = memo(function SessionSlot() {
  return (
    <Suspense fallback={null}>
      <Indicator />
    </Suspense>
  );
});
