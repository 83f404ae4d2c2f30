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
 * The tests of the enclosing `describe` run at `now` (only `Date` faked, as `FAKE_DATE_ONLY`), with the real
 * clock again after them: set once before them all, or with `{ each: true }` again before each test (a test
 * that moves the clock on then leaves the next one at `now`), as `useTestApp`'s `each`.
 */
export function useFixedDate(now: Date, { each = false }: { each?: boolean } = {}): void {
  const [before, after] = each ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(() => {
    jest.useFakeTimers(FAKE_DATE_ONLY);
    jest.setSystemTime(now);
  });
  after(() => jest.useRealTimers());
}
