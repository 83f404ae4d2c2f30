/* global window */
// `npm run bench:longtasks`: the main-thread work of loading and hydrating each public screen, recorded in
// the browser itself, so progress shows on any machine (Lighthouse's score moves with the host's load).
// Playwright drives Debian's Chromium (never a downloaded browser) against the real server on a fresh
// database serving the built client (`CLIENT_DIR`, default dist/client; port BENCH_PORT, 8117), with the
// CPU slowed 4× through the DevTools protocol. A PerformanceObserver for 'longtask' (buffered, so the
// tasks before it was made count too) records every task over 50 ms until the page has been quiet for a
// while after its load. Per page: total blocking time (the sum of each task's length − 50 ms), the
// longest task, how many, and the `hydrated` mark (src/app/main.tsx) after navigation start.
// Median of BENCH_RUNS (3) loads per page, each in a fresh browser context (empty cache), after one
// request that fills the server's page cache. Screen 390×844, as bench:lighthouse. Run `npm run build` first.
// Addresses: the arguments, or the seven of issue 24. Figures go to docs/benchmarks.md; never pass/fail.
import { chromium } from 'playwright';
import { median, startServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 8117);
const runs = Number(process.env.BENCH_RUNS || 3);
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN || 4);
const clientDir = process.env.CLIENT_DIR || 'dist/client';
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const server = await startServer(port, { CLIENT_DIR: clientDir });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** A case study and a tender detail: the first of each that the server-rendered list pages link to. */
async function detailAddresses() {
  const firstLink = async (list, pattern) => {
    const html = await (await fetch(`${server.base}${list}`)).text();
    const href = pattern.exec(html)?.[1];
    return href ? [href.replaceAll('&amp;', '&')] : [];
  };
  return [
    ...(await firstLink('/projects', /href="(\/projects\/subprojects\?[^"]+)"/)),
    ...(await firstLink('/tender', /href="(\/tender\/detailsoftender\?[^"]+)"/)),
  ];
}

/** The quiet period after the load event that ends a recording: hydration and deferred chunks are done by then. */
const QUIET_MS = 2000;

async function measure(address) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    // Before any of the page's scripts: the observer is buffered, so tasks before it count too.
    await page.addInitScript(() => {
      window.__longTasks = [];
      window.__lastTask = performance.now();
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
            window.__lastTask = Math.max(window.__lastTask, entry.startTime + entry.duration);
          }
        }).observe({ type: 'longtask', buffered: true });
      } catch {
        /* no long-task timing in this browser */
      }
    });
    await page.goto(`${server.base}${address}`, { waitUntil: 'load', timeout: 60_000 });
    // Wait until no long task for QUIET_MS (and at most 20 s): late chunks hydrate after the load event.
    await page.waitForFunction((quiet) => performance.now() - window.__lastTask > quiet, QUIET_MS, { timeout: 20_000, polling: 250 }).catch(() => {});
    return await page.evaluate(() => {
      const tasks = window.__longTasks;
      const hydrated = performance.getEntriesByName('hydrated', 'mark')[0]?.startTime ?? null;
      const fcp = performance.getEntriesByType('paint').find((p) => p.name === 'first-contentful-paint')?.startTime ?? null;
      return {
        tbt: tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0),
        longest: tasks.reduce((max, t) => Math.max(max, t.duration), 0),
        count: tasks.length,
        hydrated,
        fcp,
      };
    });
  } finally {
    await context.close();
  }
}

try {
  const addresses = process.argv.slice(2).length
    ? process.argv.slice(2)
    : ['/', '/services', '/projects', '/tender', '/contactus', ...(await detailAddresses())];
  console.log(`CPU ${cpuSlowdown}× slower, median of ${runs} loads, client ${clientDir}\n`);
  console.log('| address | TBT ms | longest task ms | long tasks | hydrated ms | FCP ms |\n|---|---|---|---|---|---|');
  for (const address of addresses) {
    // The page as every visitor but the first after a content change gets it: from the page cache.
    await fetch(`${server.base}${address}`);
    const samples = [];
    for (let i = 0; i < runs; i += 1) samples.push(await measure(address));
    const m = (key) => {
      const values = samples.map((s) => s[key]).filter((v) => v !== null);
      return values.length ? Math.round(median(values)) : '—';
    };
    console.log(`| ${address} | ${m('tbt')} | ${m('longest')} | ${m('count')} | ${m('hydrated')} | ${m('fcp')} |`);
  }
} finally {
  await browser.close();
  await server.stop();
}
