// `npm run bench:lighthouse`: Lighthouse 12 (npm) with its mobile preset, on Debian's Chromium, against
// the real server on a fresh database (port BENCH_PORT, 8191). Screen 390×844. Median of BENCH_RUNS (3)
// runs per address (after one request that fills the page cache): performance score, LCP, TBT, CLS, bytes
// transferred. Run `npm run build` first.
// BENCH_THROTTLING=devtools throttles the real network and CPU instead of simulating them afterwards
// (Lighthouse's default): slower, but late resources (a font that swaps in) really arrive late, so the
// layout shift they cause is in the trace.
// Figures go to docs/benchmarks.md; they are never pass/fail.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { median, startServer } from './bench-server.mjs';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT || 8191);
const runs = Number(process.env.BENCH_RUNS || 3);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/services', '/projects', '/tender', '/contactus'];
const throttling = process.env.BENCH_THROTTLING || 'simulate';
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

const server = await startServer(port);
const out = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
try {
  console.log('| address | performance | LCP ms | TBT ms | CLS | bytes KB |\n|---|---|---|---|---|---|');
  for (const route of routes) {
    // The page as every visitor but the first after a content change gets it: from the page cache.
    await fetch(`${server.base}${route}`);
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      const file = path.join(out, `r${i}.json`);
      // Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): that run is taken again.
      const lighthouse = () => run(path.join(root, 'node_modules/.bin/lighthouse'), [
        `${server.base}${route}`,
        '--only-categories=performance',
        '--output=json',
        `--output-path=${file}`,
        '--quiet',
        `--throttling-method=${throttling}`,
        '--screenEmulation.width=390',
        '--screenEmulation.height=844',
        '--screenEmulation.deviceScaleFactor=3',
        `--chrome-flags=${chromeFlags}`,
      ], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
      for (let attempt = 1; ; attempt += 1) {
        try {
          await lighthouse();
          break;
        } catch (error) {
          if (attempt >= 3) throw error;
          console.error(`${route}: run ${i + 1} failed (${String(error).split('\n')[1] ?? error}); again`);
        }
      }
      const report = JSON.parse(readFileSync(file, 'utf8'));
      const audit = (id) => report.audits[id]?.numericValue ?? NaN;
      samples.push({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        bytes: audit('total-byte-weight'),
      });
    }
    const m = (key) => median(samples.map((s) => s[key]));
    console.log(`| ${route} | ${m('score')} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${Math.round(m('bytes') / 1024)} |`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
  await server.stop();
}
