import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { e2ePort } from './staff';

/**
 * The browser tests' server clock (`scripts/e2e-clock.mjs`, loaded by `scripts/e2e-server.mjs` only): the
 * server reads the time as the real time plus the offset written here. A test jumps the server to a deadline
 * or an opening instead of waiting for it, then waits for the server to show it (the preload polls the file),
 * and sets the offset back to 0 when it ends, for the tests that follow on the same server.
 */

const dataDir = path.resolve(__dirname, '../../..', 'data', `e2e-${e2ePort}`);
const clockFile = path.join(dataDir, 'clock-offset');
let offsetMs = 0;

/** Moves the server's clock so that it reads `at` now (and on from there as time passes). */
export function setServerTime(at: number): void {
  setServerClockOffset(at - Date.now());
}

/** The server's clock reads the real time plus `ms`; 0 is the real time. */
export function setServerClockOffset(ms: number): void {
  offsetMs = Math.round(ms);
  mkdirSync(dataDir, { recursive: true });
  // Written aside and renamed: the server never reads half a number.
  writeFileSync(`${clockFile}.next`, String(offsetMs));
  renameSync(`${clockFile}.next`, clockFile);
}

/** What the server's clock reads now, as the test last set it. */
export const serverNow = (): number => Date.now() + offsetMs;
