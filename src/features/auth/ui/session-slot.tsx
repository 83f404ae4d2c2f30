import { deferred } from '@/shared/ui/deferred';
import './session-indicator.scss';

/**
 * The header's place for the session indicator. The indicator loads from a chunk of its own, with only
 * the session's reads: the log-in and sign-up screens (forms, schemas, machines) stay out of every page's download.
 */
export const SessionSlot = deferred('SessionSlot', () =>
  import(/* webpackChunkName: "session" */ './session-indicator').then((module) => module.SessionIndicator),
);
