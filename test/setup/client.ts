import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { server } from '@mocks/node';
import { fakeMatchMedia } from '../utils/match-media';

// Typing into a form runs the whole app (store, machines, msw) per keystroke; on a busy shared machine that
// takes seconds. These are limits for settled states to arrive, never timing assertions.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(20_000);

// msw at the network edge: any request a test did not plan for fails the test. msw's 'error' strategy
// only prints the request and fails its fetch, which a screen may show as an ordinary failure and a test
// then passes; each one is also kept and fails the test it came from.
const unplanned: string[] = [];
beforeAll(() =>
  server.listen({
    onUnhandledRequest: (request, print) => {
      unplanned.push(`${request.method} ${new URL(request.url).pathname}`);
      print.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  const asked = unplanned.splice(0);
  if (asked.length > 0) throw new Error(`No msw handler answered: ${asked.join(', ')} (add one in mocks/handlers, or server.use in the test)`);
});
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

// jsdom has no WebCrypto; every browser the site supports has it (the bid is sealed with it). Node's is the same
// API, but it checks buffers against its own realm's classes, not jsdom's: arguments are handed over as Node buffers.
if (!globalThis.crypto?.subtle) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { webcrypto } = require('node:crypto') as typeof import('node:crypto');
  const toNode = (value: unknown): unknown => {
    if (value instanceof ArrayBuffer || Object.prototype.toString.call(value) === '[object ArrayBuffer]') return Buffer.from(new Uint8Array(value as ArrayBuffer));
    if (ArrayBuffer.isView(value)) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    if (value && typeof value === 'object' && !(value as { type?: unknown }).type && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, key === 'public' ? field : toNode(field)]));
    }
    return value;
  };
  const subtle = new Proxy(webcrypto.subtle, {
    get: (target, name) => {
      const member = Reflect.get(target, name, target);
      return typeof member === 'function' ? (...args: unknown[]) => member.apply(target, args.map(toNode)) : member;
    },
  });
  const crypto = { subtle, getRandomValues: <T extends ArrayBufferView>(array: T): T => { webcrypto.getRandomValues(array as unknown as Uint8Array); return array; }, randomUUID: () => webcrypto.randomUUID() };
  Object.defineProperty(globalThis, 'crypto', { configurable: true, value: crypto });
}
