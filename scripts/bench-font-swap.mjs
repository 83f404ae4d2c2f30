/* global window, document */
// `npm run bench:font-swap`: how far text moves when the web fonts swap in, on a phone screen (390×844).
// Starts the real server on a fresh database (BENCH_PORT, 8196) and opens each address twice in Debian's
// Chromium: once with the web fonts' files refused (the page stays in its fallback fonts, as a phone sees
// it before they arrive) and once with them loaded. It compares where the page's text blocks stand
// (headings, paragraphs, list items, links, buttons, labels, the footer) in both:
// - moved: how many of those blocks start at a different place (more than 1 px);
// - largest move: the largest vertical move of a block's top in the first screen (844 px);
// - height: the change in the page's height, and in the first screen's blocks' total height.
// The figures are the layout shift a swap would cause, measured directly, with no network timing in it.
// Run `npm run build` first. Figures go to docs/benchmarks.md; they are never pass/fail.
import { chromium } from '@playwright/test';
import { startServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 8196);
const routes = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/services', '/projects', '/tender', '/contactus'];
const viewport = { width: 390, height: 844 };
const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, a, button, label, footer, .lead';

const server = await startServer(port);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

/** Each text block's box (document coordinates), with the web fonts or without them. */
async function layout(route, withWebFonts) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (!withWebFonts) await page.route(/\.woff2?(\?|$)/, (route) => route.abort());
  // Videos and carousels are still on the first frame: nothing but the fonts differs between the two.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Every deferred chunk (and its stylesheet) in place, so only the fonts differ between the two.
  await page.goto(`${server.base}${route}`, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  const result = await page.evaluate((selector) => {
    const boxes = [...document.querySelectorAll(selector)].map((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top + window.scrollY, left: box.left, height: box.height, width: box.width };
    });
    return { boxes, height: document.documentElement.scrollHeight };
  }, BLOCKS);
  await context.close();
  return result;
}

try {
  console.log('| address | blocks | moved | largest move in first screen px | first screen blocks height px (fallback → web) | page height px (fallback → web) |');
  console.log('|---|---|---|---|---|---|');
  for (const route of routes) {
    const fallback = await layout(route, false);
    const web = await layout(route, true);
    const count = Math.min(fallback.boxes.length, web.boxes.length);
    let moved = 0;
    let largest = 0;
    let fallbackHeight = 0;
    let webHeight = 0;
    for (let i = 0; i < count; i += 1) {
      const a = fallback.boxes[i];
      const b = web.boxes[i];
      if (Math.abs(a.top - b.top) > 1 || Math.abs(a.left - b.left) > 1) moved += 1;
      if (b.top < viewport.height && b.height > 0) {
        largest = Math.max(largest, Math.abs(a.top - b.top));
        fallbackHeight += a.height;
        webHeight += b.height;
      }
    }
    const note = fallback.boxes.length === web.boxes.length ? '' : ` (${fallback.boxes.length} vs ${web.boxes.length})`;
    console.log(
      `| ${route} | ${count}${note} | ${moved} | ${largest.toFixed(1)} | ${fallbackHeight.toFixed(0)} → ${webHeight.toFixed(0)} | ${fallback.height} → ${web.height} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
