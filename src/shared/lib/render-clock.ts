import { createContext, useContext, useState } from 'react';

/**
 * What a server render knows about time: the one instant the whole page is rendered at, and the earliest
 * instant something it shows changes by itself (a tender's status at its deadline, an event becoming past,
 * the footer's year). The server's page cache renders the page again from then on (`server/render/`).
 */
export interface RenderClock {
  readonly now: Date;
  /** Milliseconds since the epoch; `Infinity` while nothing rendered depends on the clock. */
  changesAt: number;
}

/** Provided only by the server render (`src/app/server-render.tsx`); null in the browser. */
export const RenderClockContext = createContext<RenderClock | null>(null);

export const createRenderClock = (now: Date): RenderClock => ({ now, changesAt: Infinity });

/**
 * "Now" for a screen that shows something computed from the clock: on the server the render's instant (every
 * part of a page agrees, and a test fixes it with the system time); in the browser the instant the screen
 * first rendered, so what it shows does not change under the visitor's eyes between renders.
 */
export function useNow(): Date {
  const clock = useContext(RenderClockContext);
  const [mounted] = useState(() => clock?.now ?? new Date());
  return clock?.now ?? mounted;
}

/**
 * Says that what the screen renders from the clock changes by itself at the earliest of `instants` (null:
 * never). Call it wherever a screen renders something from `useNow()`; without it a cached page would keep
 * showing it after that instant.
 */
export function useChangesAt(...instants: ReadonlyArray<Date | null | undefined>): void {
  const clock = useContext(RenderClockContext);
  if (!clock) return;
  for (const instant of instants) {
    if (instant) clock.changesAt = Math.min(clock.changesAt, instant.getTime());
  }
}
