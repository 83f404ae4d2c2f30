import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { fakeMatchMedia } from '../utils/match-media';

// Typing into a form runs the whole app (store, machines, msw) per keystroke; on a busy shared machine that
// takes seconds. These are limits for settled states to arrive, never timing assertions.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// msw at the network edge: any request a test did not plan for fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// jsdom has no matchMedia; the carousels and the reduced-motion checks read it.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: fakeMatchMedia(() => false),
  });
}

// jsdom implements neither media playback nor scrolling; it reports "Not implemented" through
// console.error. The shell's background videos and scroll-to-top call them on every render.
if (typeof window !== 'undefined') {
  Object.defineProperty(window.HTMLMediaElement.prototype, 'play', {
    configurable: true,
    value: () => Promise.resolve(),
  });
  Object.defineProperty(window.HTMLMediaElement.prototype, 'pause', { configurable: true, value: () => undefined });
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
}
