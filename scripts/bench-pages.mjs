/* global window */
// `npm run bench:pages`: what each screen costs a visitor on first load. Starts the real server on a
// fresh database (port 8098), opens each address in Debian's Chromium with an empty cache, and reports
// the requests made, bytes transferred, DOMContentLoaded, load and Largest Contentful Paint.
// Run `npm run build` first. Figures go to docs/benchmarks.md; they are not pass/fail.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT || 8098);
const base = `http://127.0.0.1:${port}`;
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/aboutus', '/services', '/services/carpentrywork', '/projects', '/events', '/gallery', '/career', '/contactus', '/tender'];
const runs = Number(process.env.BENCH_RUNS || 3);

const dataDir = path.join(root, 'data', `bench-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: `sqlite:${path.relative(root, dataDir)}/site.db`, LOG_LEVEL: 'warn' },
});

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  console.log(`| address | requests | transferred | DOMContentLoaded | load | LCP |\n|---|---|---|---|---|---|`);
  for (const route of routes) {
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      let bytes = 0;
      let requests = 0;
      cdp.on('Network.loadingFinished', (e) => {
        bytes += e.encodedDataLength;
        requests += 1;
      });
      await page.addInitScript(() => {
        window.__lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(base + route, { waitUntil: 'networkidle' });
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0];
        return { dcl: nav.domContentLoadedEventEnd, load: nav.loadEventEnd, lcp: window.__lcp };
      });
      samples.push({ requests, bytes, ...timing });
      await context.close();
    }
    const pick = (k) => median(samples.map((s) => s[k]));
    console.log(`| ${route} | ${pick('requests')} | ${(pick('bytes') / 1024).toFixed(0)} KB | ${pick('dcl').toFixed(0)} ms | ${pick('load').toFixed(0)} ms | ${pick('lcp').toFixed(0)} ms |`);
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
}
