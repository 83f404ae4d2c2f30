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
