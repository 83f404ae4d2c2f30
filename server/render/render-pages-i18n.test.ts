import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, describeDb } from '../test-helpers';
import { SITEMAP_PATHS } from '../../src/shared/config/site-paths';

/** A template as webpack writes it (no dist/ needed: the render path runs from the sources). */
const INDEX_HTML =
  '<!doctype html><html lang="en-IN"><head><meta charset="utf-8" /><title>Vastukala Interiors</title>' +
  '<script defer src="/assets/main.0123456789.js"></script></head><body><div id="root"></div></body></html>';

const ORIGIN = 'https://www.example.in';
const alternatesOf = (html: string) =>
  Object.fromEntries([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map((match) => [match[1], match[2].replace(/&amp;/g, '&')]));
const messagesOf = (html: string) => /<script id="app-messages" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1];

describeDb('pages in English and Marathi (issue 22)', () => {
  let app: FastifyInstance;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(path.join(os.tmpdir(), 'site-i18n-'));
    writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
    app = await buildTestApp({ config: { clientDir, publicUrl: ORIGIN } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('renders the Marathi twin of an address in Marathi, with lang mr-IN and its messages in the page', async () => {
    const page = await get('/mr/tender');
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/^<!doctype html><html lang="mr-IN">/);
    expect(page.body).toContain('aria-label="मुख्य"');
    expect(page.body).toContain('>मुख्यपृष्ठ</a>');
    // The shell's links stay in Marathi: the router's basename is /mr.
    expect(page.body).toContain('href="/mr/aboutus"');
    const messages = JSON.parse(messagesOf(page.body) ?? 'null') as Record<string, Record<string, unknown>>;
    expect(messages.shell.home).toBe('मुख्यपृष्ठ');
  });

  it('leaves the English page as it was: lang en-IN, English labels, no messages element', async () => {
    const page = await get('/tender');
    expect(page.body).toMatch(/^<!doctype html><html lang="en-IN">/);
    expect(page.body).toContain('>HOME</a>');
    expect(messagesOf(page.body)).toBeUndefined();
    expect(page.body).not.toMatch(/मुख्यपृष्ठ/);
  });

  it.each([
    ['/', '/'],
    ['/mr', '/'],
    ['/mr/', '/'],
    ['/tender/detailsoftender?tenderNo=VI%2F2025%2F014&x=1', '/tender/detailsoftender?tenderNo=VI%2F2025%2F014'],
    ['/mr/services/estimate', '/services/estimate'],
  ])('names both languages and the default as alternates on %s', async (url, bare) => {
    const page = await get(url);
    expect(alternatesOf(page.body)).toEqual({
      'en-IN': `${ORIGIN}${bare}`,
      'mr-IN': `${ORIGIN}/mr${bare}`,
      'x-default': `${ORIGIN}${bare}`,
    });
    expect(page.body).toContain(`<link rel="canonical" href="${ORIGIN}${url.startsWith('/mr') ? '/mr' : ''}${bare.replace(/&/g, '&amp;')}" />`);
    expect(page.body).toContain(`<meta property="og:locale" content="${url.startsWith('/mr') ? 'mr_IN' : 'en_IN'}" />`);
  });

  it('answers 404 in Marathi for an unknown Marathi address, and keeps the staff desk out of the Marathi site', async () => {
    for (const url of ['/mr/no-such-page', '/mr/staff', '/mr/staff/login']) {
      const page = await get(url);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('पान सापडले नाही');
      expect(alternatesOf(page.body)).toEqual({});
    }
  });

  it('never caches a Marathi private link (a booking’s manage page)', async () => {
    const page = await get('/mr/consultation/manage/abc');
    expect(page.headers['cache-control']).toBe('private, no-store');
  });

  it('lists every screen in both languages in the sitemap, each with its alternates', async () => {
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...sitemap.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
    expect(entries).toHaveLength(SITEMAP_PATHS.length * 2);
    const tender = entries.find((entry) => entry[1] === `${ORIGIN}/mr/tender`);
    expect(tender?.[2]).toBe(
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${ORIGIN}/tender"/>` +
        `<xhtml:link rel="alternate" hreflang="mr-IN" href="${ORIGIN}/mr/tender"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/tender"/>`,
    );
    expect(entries.map((entry) => entry[1])).toContain(`${ORIGIN}/mr/`);
  });
});
