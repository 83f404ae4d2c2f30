import { createActor, SimulatedClock } from 'xstate';
import { carouselMachine, lastIndex, nextIndex, previousIndex, type CarouselContext, type CarouselInput } from './carousel.machine';
import { describeModel } from '../../../test/utils/machine-model';

function start(input: CarouselInput) {
  const clock = new SimulatedClock();
  const actor = createActor(carouselMachine, { input, clock });
  actor.start();
  const index = () => actor.getSnapshot().context.index;
  /** Lets `ms` pass on the clock and gives the slide shown then. */
  const indexAfter = (ms: number) => {
    clock.increment(ms);
    return index();
  };
  return { actor, clock, index, indexAfter };
}

describe('index arithmetic', () => {
  it('reaches count - perView as the last position', () => {
    expect(lastIndex({ count: 7, perView: 1 })).toBe(6);
    expect(lastIndex({ count: 10, perView: 4 })).toBe(6);
    expect(lastIndex({ count: 3, perView: 4 })).toBe(0);
  });

  it('wraps past either end only when asked to', () => {
    expect(nextIndex({ index: 6, count: 7, perView: 1, wrap: true })).toBe(0);
    expect(nextIndex({ index: 6, count: 7, perView: 1, wrap: false })).toBe(6);
    expect(previousIndex({ index: 0, count: 7, perView: 1, wrap: true })).toBe(6);
    expect(previousIndex({ index: 0, count: 7, perView: 1, wrap: false })).toBe(0);
  });
});

describe('carouselMachine without an interval (moves only when asked)', () => {
  it('stays put over time and moves on NEXT / PREV, wrapping both ways', () => {
    const { actor, index, indexAfter } = start({ count: 7, wrap: true });
    expect(actor.getSnapshot().value).toBe('manual');
    expect(indexAfter(60_000)).toBe(0);

    actor.send({ type: 'PREV' });
    expect(index()).toBe(6);
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(0);
    actor.send({ type: 'NEXT' });
    expect(index()).toBe(1);
  });

  it('clamps GO_TO into the reachable range', () => {
    const { actor, index } = start({ count: 5 });
    actor.send({ type: 'GO_TO', index: 3 });
    expect(index()).toBe(3);
    actor.send({ type: 'GO_TO', index: 42 });
    expect(index()).toBe(4);
    actor.send({ type: 'GO_TO', index: -2 });
    expect(index()).toBe(0);
  });

  it('ignores the rotation events', () => {
    const { actor } = start({ count: 3 });
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().context.paused).toBe(false);
  });
});

describe('carouselMachine with an interval', () => {
  it('turns once per interval and wraps to the first slide', () => {
    const { actor, indexAfter } = start({ count: 3, interval: 2_400 });
    expect(actor.getSnapshot().matches({ auto: 'rotating' })).toBe(true);
    expect(indexAfter(2_399)).toBe(0);
    expect(indexAfter(1)).toBe(1);
    expect(indexAfter(2_400)).toBe(2);
    expect(indexAfter(2_400)).toBe(0);
  });

  it('stops on PAUSE and goes again on PLAY', () => {
    const { actor, indexAfter } = start({ count: 3, interval: 1_000 });
    actor.send({ type: 'PAUSE' });
    expect(actor.getSnapshot().matches({ auto: 'stopped' })).toBe(true);
    expect(actor.getSnapshot().context.paused).toBe(true);
    expect(indexAfter(10_000)).toBe(0);

    actor.send({ type: 'PLAY' });
    expect(actor.getSnapshot().context.paused).toBe(false);
    expect(indexAfter(1_000)).toBe(1);
  });

  it('holds while hovered or focused and resumes once both are gone', () => {
    const { actor, indexAfter } = start({ count: 4, interval: 1_000 });
    actor.send({ type: 'HOVER' });
    actor.send({ type: 'FOCUS' });
    expect(indexAfter(5_000)).toBe(0);

    actor.send({ type: 'UNHOVER' });
    expect(indexAfter(5_000)).toBe(0);

    actor.send({ type: 'BLUR' });
    expect(actor.getSnapshot().context.paused).toBe(false);
    expect(indexAfter(1_000)).toBe(1);
  });

  it('keeps a user pause through hover and blur', () => {
    const { actor, indexAfter } = start({ count: 4, interval: 1_000 });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'HOVER' });
    actor.send({ type: 'UNHOVER' });
    actor.send({ type: 'FOCUS' });
    actor.send({ type: 'BLUR' });
    expect(indexAfter(5_000)).toBe(0);
    expect(actor.getSnapshot().context.pausedByUser).toBe(true);
  });

  it('lets PLAY lift the hover and focus holds the press created', () => {
    const { actor, indexAfter } = start({ count: 4, interval: 1_000 });
    actor.send({ type: 'PAUSE' });
    actor.send({ type: 'HOVER' });
    actor.send({ type: 'FOCUS' });
    actor.send({ type: 'PLAY' });
    expect(indexAfter(1_000)).toBe(1);
  });

  it('starts paused under reduced motion and turns after PLAY', () => {
    const { actor, indexAfter } = start({ count: 3, interval: 1_000, reducedMotion: true });
    expect(actor.getSnapshot().context).toMatchObject({ paused: true, pausedByUser: true });
    expect(indexAfter(10_000)).toBe(0);
    actor.send({ type: 'PLAY' });
    expect(indexAfter(1_000)).toBe(1);
  });

  it('gives a slide chosen by hand the full interval', () => {
    const { actor, clock, indexAfter } = start({ count: 5, interval: 1_000 });
    clock.increment(900);
    actor.send({ type: 'GO_TO', index: 3 });
    expect(indexAfter(900)).toBe(3);
    expect(indexAfter(100)).toBe(4);
  });

  it('waits for slides: no rotation until there is more than one position', () => {
    const { actor, clock, indexAfter } = start({ count: 0, interval: 1_000 });
    clock.increment(5_000);
    expect(actor.getSnapshot().matches({ auto: 'stopped' })).toBe(true);

    actor.send({ type: 'SET_COUNT', count: 3 });
    expect(actor.getSnapshot().matches({ auto: 'rotating' })).toBe(true);
    expect(indexAfter(1_000)).toBe(1);
  });
});

describe('carouselMachine with several slides in view', () => {
  it('scrolls one at a time and wraps after the last full view', () => {
    const { actor, index, indexAfter } = start({ count: 6, perView: 4, interval: 1_500 });
    expect(indexAfter(1_500)).toBe(1);
    expect(indexAfter(1_500)).toBe(2);
    expect(indexAfter(1_500)).toBe(0);
    actor.send({ type: 'PREV' });
    expect(index()).toBe(2);
  });

  it('keeps the index in range when the view widens or slides go away', () => {
    const { actor, index } = start({ count: 8, perView: 3 });
    actor.send({ type: 'GO_TO', index: 5 });
    expect(index()).toBe(5);
    actor.send({ type: 'SET_PER_VIEW', perView: 4 });
    expect(actor.getSnapshot().context.perView).toBe(4);
    expect(index()).toBe(4);
    actor.send({ type: 'SET_COUNT', count: 5 });
    expect(index()).toBe(1);
  });

  it('does not rotate when every slide fits in the view', () => {
    const { actor, indexAfter } = start({ count: 3, perView: 4, interval: 1_500 });
    expect(indexAfter(10_000)).toBe(0);
    expect(actor.getSnapshot().matches({ auto: 'stopped' })).toBe(true);
  });
});

const INTERVAL = 1_000;

/** Events with data, as the walks send them: a jump to the end, slides coming and going, a wider view. */
const MOVES = [
  { type: 'GO_TO', index: 2 },
  { type: 'SET_COUNT', count: 1 },
  { type: 'SET_COUNT', count: 3 },
  { type: 'SET_PER_VIEW', perView: 3 },
  { type: 'SET_PER_VIEW', perView: 1 },
] as const;

function inView(context: CarouselContext) {
  expect(context.index).toBeGreaterThanOrEqual(0);
  expect(context.index).toBeLessThanOrEqual(lastIndex(context));
}

const withClock = () => ({ machine: carouselMachine, clock: new SimulatedClock() });

describeModel(carouselMachine, {
  title: 'without an interval',
  input: { count: 3 },
  events: MOVES,
  start: withClock,
  promises: {
    // Moves only when asked: time alone changes nothing.
    manual: (snapshot, { actor, clock }) => {
      inView(snapshot.context);
      clock?.increment(60_000);
      expect(actor.getSnapshot()).toBe(snapshot);
    },
  },
});

describeModel(carouselMachine, {
  title: 'turning every second',
  input: { count: 3, interval: INTERVAL },
  events: MOVES,
  start: withClock,
  effects: {
    // The turn comes after exactly one interval, not a millisecond before.
    after: ({ actor, clock }) => {
      const { index } = actor.getSnapshot().context;
      clock?.increment(INTERVAL - 1);
      expect(actor.getSnapshot().context.index).toBe(index);
      clock?.increment(1);
    },
  },
  promises: {
    auto: ({ context }) => {
      inView(context);
      expect(context.paused).toBe(context.pausedByUser || context.hovered || context.focused);
    },
    // Held (or nothing to turn to): however long the visitor waits, the slide stays.
    'auto.stopped': (snapshot, { actor, clock }) => {
      expect(snapshot.context.paused || lastIndex(snapshot.context) === 0).toBe(true);
      clock?.increment(INTERVAL * 10);
      expect(actor.getSnapshot()).toBe(snapshot);
    },
    'auto.rotating': ({ context }) => {
      expect(context.paused).toBe(false);
      expect(lastIndex(context)).toBeGreaterThan(0);
    },
  },
});
