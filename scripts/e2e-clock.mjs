// The browser tests' server clock (loaded only by scripts/e2e-server.mjs, with `node --import`; `npm start`
// never loads it). It shifts what the process reads as the time, `Date.now()` and `new Date()`, by an offset in
// milliseconds that the test writes into the file named by E2E_CLOCK_FILE (data/e2e-<port>/clock-offset):
// a test jumps the server past a bid deadline or to an opening time instead of waiting for it. No file, an
// empty one or anything but an integer means 0, so every other test runs on the real time. Timers are left
// alone (a timeout still waits as long as it says); only the reading of the clock moves.
import { readFileSync, watchFile } from 'node:fs';

const file = process.env.E2E_CLOCK_FILE;
if (!file) throw new Error('scripts/e2e-clock.mjs needs E2E_CLOCK_FILE (it is loaded by scripts/e2e-server.mjs only).');

const RealDate = globalThis.Date;
const realNow = RealDate.now.bind(RealDate);
let offset = 0;

function readOffset() {
  let text = '';
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    // No file yet: the real time.
  }
  offset = /^-?\d+$/.test(text) ? Number(text) : 0;
}
readOffset();
// Polled (a stat every 50 ms, not keeping the process alive): works before the file exists, and the test
// waits for the server to show the new time anyway.
watchFile(file, { interval: 50, persistent: false }, readOffset);

const now = () => realNow() + offset;

globalThis.Date = new Proxy(RealDate, {
  // `new Date()` is the shifted now; `new Date(anything)` is that instant, as ever.
  construct: (target, args, newTarget) => Reflect.construct(target, args.length === 0 ? [now()] : args, newTarget),
  // `Date()` called as a function answers the current time as text.
  apply: () => new RealDate(now()).toString(),
  get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
});
