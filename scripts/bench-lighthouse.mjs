// `npm run bench:lighthouse [-- address…]`: Lighthouse 12 (npm) with its mobile preset, on Debian's Chromium,
// against the real server on a fresh database (port BENCH_PORT, 8191). Screen 390×844. The seven addresses
// below unless others are given. Median of BENCH_RUNS (3) runs per address (after one request that fills the
// page cache): performance score, LCP, TBT, CLS, bytes transferred. Run `npm run build` first.
// BENCH_THROTTLING=devtools throttles the real network and CPU instead of simulating them afterwards
// (Lighthouse's default): slower, but late resources (a font that swaps in) really arrive late, so the
// layout shift they cause is in the trace.
// BENCH_BLOCKING=1 also prints, per address, where the blocking time comes from: each long task Lighthouse
// lists, its part after the first paint less 50 ms (what TBT adds up), averaged over the runs and summed by
// the file it is charged to ("the page itself" is the document: parsing, style, layout, SVG images).
// BENCH_BLOCK_URLS=pattern,… has Lighthouse block those requests (an experiment: `*.svg` to see what the
// artwork costs).
// BENCH_BASES=http://127.0.0.1:8201,http://127.0.0.1:8202 measures servers already running (another commit's
// build beside this one, say) instead of starting one: each address's runs take the servers in turn, so a
// burst of other load on the machine falls on all of them, and each server gets its own row.
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
// The seven addresses issue 24 measures: five screens, a case study and a tender detail.
const SEVEN = [
  '/',
  '/services',
  '/projects',
  '/tender',
  '/contactus',
  '/projects/subprojects?project=kapila-engineering-works-corporate-office',
  '/tender/detailsoftender?tenderNo=VI%2FTN%2F2026%2F016',
];
const routes = process.argv.slice(2).length ? process.argv.slice(2) : SEVEN;
const throttling = process.env.BENCH_THROTTLING || 'simulate';
const blocking = process.env.BENCH_BLOCKING === '1';
const blockedUrls = (process.env.BENCH_BLOCK_URLS ?? '').split(',').filter(Boolean);
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync';

const bases = (process.env.BENCH_BASES ?? '').split(',').filter(Boolean).map((base) => base.replace(/\/$/, ''));
const server = bases.length ? null : await startServer(port);
const targets = bases.length ? bases : [server.base];
const out = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
try {
  console.log('| address | performance | LCP ms | TBT ms | CLS | bytes KB |\n|---|---|---|---|---|---|');
  const blockingByRoute = [];
  for (const route of routes) {
    const measured = targets.map((base) => ({ base, samples: [], blockingByFile: [] }));
    // The page as every visitor but the first after a content change gets it: from the page cache.
    for (const { base } of measured) await fetch(`${base}${route}`);
    for (let i = 0; i < runs; i += 1) {
      for (const { base, samples, blockingByFile } of measured) {
        const report = await lighthouseReport(`${base}${route}`, path.join(out, `r${i}.json`), `${route}: run ${i + 1}`);
        const audit = (id) => report.audits[id]?.numericValue ?? NaN;
        samples.push({
          score: Math.round((report.categories.performance.score ?? 0) * 100),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          bytes: audit('total-byte-weight'),
        });
        if (blocking) blockingByFile.push(blockingParts(report, base));
      }
    }
    for (const { base, samples, blockingByFile } of measured) {
      const m = (key) => median(samples.map((s) => s[key]));
      const address = targets.length > 1 ? `${route} (${base})` : route;
      console.log(`| ${address} | ${m('score')} | ${Math.round(m('lcp'))} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${Math.round(m('bytes') / 1024)} |`);
      if (blocking) blockingByRoute.push({ route: address, files: meanByFile(blockingByFile) });
    }
  }
  for (const { route, files } of blockingByRoute) {
    console.log(`\n${route}: blocking ms by file (mean of ${runs} runs)`);
    for (const [file, ms] of files) console.log(`  ${String(Math.round(ms)).padStart(5)}  ${file}`);
  }
} finally {
  rmSync(out, { recursive: true, force: true });
  await server?.stop();
}

/** One Lighthouse run on `url`, its report read from `file`. */
async function lighthouseReport(url, file, label) {
  const lighthouse = () => run(path.join(root, 'node_modules/.bin/lighthouse'), [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${file}`,
    '--quiet',
    `--throttling-method=${throttling}`,
    ...blockedUrls.map((pattern) => `--blocked-url-patterns=${pattern}`),
    '--screenEmulation.width=390',
    '--screenEmulation.height=844',
    '--screenEmulation.deviceScaleFactor=3',
    `--chrome-flags=${chromeFlags}`,
  ], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' }, maxBuffer: 64 * 1024 * 1024 });
  // Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART): that run is taken again.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await lighthouse();
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`${label} failed (${String(error).split('\n')[1] ?? error}); again`);
    }
  }
}

/** One run's blocking time by file: each long task's part after the first contentful paint, less 50 ms. */
function blockingParts(report, base) {
  const firstPaint = report.audits['first-contentful-paint']?.numericValue ?? 0;
  const parts = new Map();
  for (const task of report.audits['long-tasks']?.details?.items ?? []) {
    const part = Math.max(0, task.startTime + task.duration - Math.max(task.startTime, firstPaint) - 50);
    const url = String(task.url || 'unattributed');
    const file = url.startsWith(base) ? url.slice(base.length).replace(/\?.*$/, '') || '/' : url;
    const name = file.startsWith('/assets/') ? file : file === 'unattributed' || file === 'Unattributable' ? 'unattributed' : `${file} (the page itself)`;
    parts.set(name, (parts.get(name) ?? 0) + part);
  }
  return parts;
}

/** The runs' blocking time by file, averaged over the runs, largest first. */
function meanByFile(runsParts) {
  const sums = new Map();
  for (const parts of runsParts) for (const [file, ms] of parts) sums.set(file, (sums.get(file) ?? 0) + ms);
  return [...sums].map(([file, ms]) => [file, ms / runsParts.length]).sort((a, b) => b[1] - a[1]);
}
