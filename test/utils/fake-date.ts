/**
 * Jest's fake timers with only `Date` faked: the database driver, Fastify, React and the event loop keep
 * their real timers, while every "now" in the code under test reads the test's fixed clock
 * (`jest.setSystemTime`).
 */
export const FAKE_DATE_ONLY: NonNullable<Parameters<typeof jest.useFakeTimers>[0]> = {
  doNotFake: [
    'hrtime',
    'nextTick',
    'performance',
    'queueMicrotask',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'requestIdleCallback',
    'cancelIdleCallback',
    'setImmediate',
    'clearImmediate',
    'setInterval',
    'clearInterval',
    'setTimeout',
    'clearTimeout',
  ],
};

/**
 * Every test of the enclosing `describe` runs at `now` (only `Date` faked, as `FAKE_DATE_ONLY`), and with
 * the real clock again after it.
 */
export function useFixedDate(now: Date): void {
  beforeEach(() => {
    jest.useFakeTimers(FAKE_DATE_ONLY);
    jest.setSystemTime(now);
  });
  afterEach(() => jest.useRealTimers());
}
