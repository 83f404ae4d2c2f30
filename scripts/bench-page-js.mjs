/* global document, window */
// `npm run bench:page-js`: the JavaScript an English (or Marathi) page really downloads, in brotli bytes.
// Each address is loaded in Debian's Chromium against the real server on a fresh database serving the built
// client (`CLIENT_DIR`, default dist/client; port BENCH_PORT, 8118), scrolled to the end and left to settle,
// and the `.br` twin of every script it fetched is summed: the first script, the screen's chunks and the
// parts that load as hydration reaches them (footer, the home's blocks, forms). This is the figure issue 22
// bounds ("English pages' JavaScript grows by less than 3 KB brotli"); compare two builds by running it
// with CLIENT_DIR pointing at each, on the same machine. Run `npm run build` first. Never pass/fail.
// Addresses: the arguments, or the list below. `--json` prints one JSON object instead of a table; `--files`
// lists each page's scripts too.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright';
import { startServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 8118);
const clientDir = path.resolve(process.env.CLIENT_DIR || 'dist/client');
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const args = process.argv.slice(2);
const asJson = args.includes('--json');
const listFiles = args.includes('--files');
const addresses = args.filter((a) => !a.startsWith('--'));

const DEFAULT_ADDRESSES = [
  '/',
  '/aboutus',
  '/services',
  '/services/estimate',
  '/projects',
  '/projects/subprojects?project=kapila-engineering-works-corporate-office',
  '/career',
  '/gallery',
  '/events',
  '/contactus',
  '/consultation',
  '/tender',
  '/tender/detailsoftender?tenderNo=VI%2FTN%2F2026%2F016',
  '/tender/login',
];

/** Brotli size of a built script, from its pre-compressed twin when the build wrote one. */
function brotliBytes(pathname) {
  const file = path.join(clientDir, decodeURIComponent(pathname));
  if (!file.startsWith(clientDir) || !existsSync(file)) return null;
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : brotliCompressSync(readFileSync(file)).length;
}

const server = await startServer(port, { CLIENT_DIR: clientDir });
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function measure(address) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === server.base && url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  try {
    await page.goto(`${server.base}${address}`, { waitUntil: 'load', timeout: 60_000 });
    // The loader starts the scripts after load; scroll in steps so every deferred part comes into view.
    await page.waitForLoadState('networkidle');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    let total = 0;
    const files = [];
    for (const script of scripts) {
      const bytes = brotliBytes(script);
      if (bytes === null) continue;
      total += bytes;
      files.push({ file: script, br: bytes });
    }
    return { address, total, files: files.sort((a, b) => b.br - a.br) };
  } finally {
    await context.close();
  }
}

const results = [];
try {
  for (const address of addresses.length ? addresses : DEFAULT_ADDRESSES) results.push(await measure(address));
} finally {
  await browser.close();
  await server.stop();
}

if (asJson) {
  console.log(JSON.stringify(Object.fromEntries(results.map((r) => [r.address, r.total])), null, 2));
} else {
  console.log(`\nScripts each page downloaded (brotli), client ${path.relative(process.cwd(), clientDir) || '.'}\n`);
  console.log('| page | scripts | brotli |\n|---|---|---|');
  for (const r of results) console.log(`| \`${r.address}\` | ${r.files.length} | ${r.total.toLocaleString('en-US')} B (${(r.total / 1024).toFixed(2)} KB) |`);
  if (listFiles) {
    for (const r of results) {
      console.log(`\n${r.address}`);
      for (const f of r.files) console.log(`  ${String(f.br).padStart(7)}  ${f.file.replace(/\.[0-9a-f]{10}\.js$/, '.js')}`);
    }
  }
}
