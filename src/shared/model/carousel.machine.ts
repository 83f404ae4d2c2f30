import { assign, not, setup, type SnapshotFrom } from 'xstate';

/**
 * One carousel: which slide is first in view, and whether it turns by itself.
 *
 * `index` is the first visible slide; with `perView` slides visible at once the last reachable index is
 * `count - perView`. Rotation (when `interval` is set) stops while the visitor holds it: the pause button
 * (`pausedByUser`), the pointer over it (`hovered`) or keyboard focus inside it (`focused`) — the WAI-ARIA
 * carousel pattern. Under `prefers-reduced-motion` it starts paused by the user's own preference.
 */
export interface CarouselContext {
  index: number;
  count: number;
  perView: number;
  /** Milliseconds between automatic turns; `null` for a carousel that only moves when asked. */
  interval: number | null;
  /** Whether NEXT on the last position goes back to the first (and PREV on the first to the last). */
  wrap: boolean;
  /** Rotation is held for any reason; kept in step with the three reasons below. */
  paused: boolean;
  pausedByUser: boolean;
  hovered: boolean;
  focused: boolean;
}

export interface CarouselInput {
  count?: number;
  perView?: number;
  interval?: number | null;
  wrap?: boolean;
  /** The visitor asked the system for less motion: start paused, the play button starts rotation. */
  reducedMotion?: boolean;
}

export type CarouselEvent =
  | { type: 'NEXT' }
  | { type: 'PREV' }
  | { type: 'GO_TO'; index: number }
  | { type: 'PAUSE' }
  | { type: 'PLAY' }
  | { type: 'HOVER' }
  | { type: 'UNHOVER' }
  | { type: 'FOCUS' }
  | { type: 'BLUR' }
  | { type: 'SET_COUNT'; count: number }
  | { type: 'SET_PER_VIEW'; perView: number };

/** The last index that still fills the view. */
export function lastIndex({ count, perView }: Pick<CarouselContext, 'count' | 'perView'>): number {
  return Math.max(0, count - Math.max(1, perView));
}

function clamp(index: number, context: Pick<CarouselContext, 'count' | 'perView'>): number {
  return Math.min(Math.max(0, Math.trunc(index)), lastIndex(context));
}

export function nextIndex(context: Pick<CarouselContext, 'index' | 'count' | 'perView' | 'wrap'>): number {
  const last = lastIndex(context);
  if (context.index < last) return context.index + 1;
  return context.wrap ? 0 : last;
}

export function previousIndex(context: Pick<CarouselContext, 'index' | 'count' | 'perView' | 'wrap'>): number {
  if (context.index > 0) return Math.min(context.index - 1, lastIndex(context));
  return context.wrap ? lastIndex(context) : 0;
}

const held = (context: Pick<CarouselContext, 'pausedByUser' | 'hovered' | 'focused'>): boolean =>
  context.pausedByUser || context.hovered || context.focused;

type Holds = Pick<CarouselContext, 'pausedByUser' | 'hovered' | 'focused'>;

/** Changes one of the reasons to hold rotation and recomputes `paused` with it. */
const hold = (context: CarouselContext, changes: Partial<Holds>): Partial<CarouselContext> => ({
  ...changes,
  paused: held({ ...context, ...changes }),
});

export const carouselMachine = setup({
  types: {
    context: {} as CarouselContext,
    events: {} as CarouselEvent,
    input: {} as CarouselInput,
  },
  actions: {
    next: assign({ index: ({ context }) => nextIndex(context) }),
    previous: assign({ index: ({ context }) => previousIndex(context) }),
    goTo: assign({
      index: ({ context, event }) => (event.type === 'GO_TO' ? clamp(event.index, context) : context.index),
    }),
    setCount: assign(({ context, event }) => {
      if (event.type !== 'SET_COUNT') return {};
      const count = Math.max(0, Math.trunc(event.count));
      return { count, index: clamp(context.index, { count, perView: context.perView }) };
    }),
    setPerView: assign(({ context, event }) => {
      if (event.type !== 'SET_PER_VIEW') return {};
      const perView = Math.max(1, Math.trunc(event.perView));
      return { perView, index: clamp(context.index, { count: context.count, perView }) };
    }),
    pause: assign(({ context }) => hold(context, { pausedByUser: true })),
    // Pressing play is an explicit wish to see it turn, so it also lifts the hover and focus holds
    // that the press itself created.
    play: assign(({ context }) => hold(context, { pausedByUser: false, hovered: false, focused: false })),
    hover: assign(({ context }) => hold(context, { hovered: true })),
    unhover: assign(({ context }) => hold(context, { hovered: false })),
    focus: assign(({ context }) => hold(context, { focused: true })),
    blur: assign(({ context }) => hold(context, { focused: false })),
  },
  guards: {
    rotates: ({ context }) => context.interval !== null && context.interval > 0,
    canTurn: ({ context }) => !context.paused && lastIndex(context) > 0,
  },
  delays: {
    interval: ({ context }) => context.interval ?? 0,
  },
}).createMachine({
  id: 'carousel',
  context: ({ input }) => {
    const reducedMotion = input.reducedMotion ?? false;
    const perView = Math.max(1, Math.trunc(input.perView ?? 1));
    const count = Math.max(0, Math.trunc(input.count ?? 0));
    return {
      index: 0,
      count,
      perView,
      interval: input.interval ?? null,
      wrap: input.wrap ?? true,
      paused: reducedMotion,
      pausedByUser: reducedMotion,
      hovered: false,
      focused: false,
    };
  },
  initial: 'choosing',
  on: {
    NEXT: { actions: 'next' },
    PREV: { actions: 'previous' },
    GO_TO: { actions: 'goTo' },
    SET_COUNT: { actions: 'setCount' },
    SET_PER_VIEW: { actions: 'setPerView' },
  },
  states: {
    choosing: {
      always: [{ guard: 'rotates', target: 'auto' }, { target: 'manual' }],
    },
    /** Moves only when asked (the about carousel). */
    manual: {},
    auto: {
      initial: 'stopped',
      on: {
        PAUSE: { actions: 'pause' },
        PLAY: { actions: 'play' },
        HOVER: { actions: 'hover' },
        UNHOVER: { actions: 'unhover' },
        FOCUS: { actions: 'focus' },
        BLUR: { actions: 'blur' },
      },
      states: {
        stopped: {
          always: { guard: 'canTurn', target: 'rotating' },
        },
        rotating: {
          always: { guard: not('canTurn'), target: 'stopped' },
          after: {
            interval: { target: 'rotating', reenter: true, actions: 'next' },
          },
          // A slide chosen by hand gets the full interval before the next automatic turn.
          on: {
            NEXT: { target: 'rotating', reenter: true, actions: 'next' },
            PREV: { target: 'rotating', reenter: true, actions: 'previous' },
            GO_TO: { target: 'rotating', reenter: true, actions: 'goTo' },
          },
        },
      },
    },
  },
});

export type CarouselSnapshot = SnapshotFrom<typeof carouselMachine>;
