import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrfFor, describeDb, makeContentDir, sampleContent } from '../test-helpers';
import { isPrivateLinkPath, isStaffPath, SITE_PATHS } from '../../src/shared/config/site-paths';
import { isClientRoute } from './client';

const INDEX_HTML = '<!doctype html><html lang="en-IN"><head><title>Vastukala Interiors</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A built client as webpack writes it: index.html, hashed assets with .br/.gz twins, a favicon. */
function makeClientDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-client-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'main.0123456789.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'main.0123456789.js.br'), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(dir, 'assets', 'main.0123456789.js.gz'), gzipSync(SCRIPT));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** Media as `content/uploads` holds it; only the first bytes of each type matter here. */
const VIDEO = Buffer.alloc(4096, 7);
/** Artwork as the demo's: a few KB of text that compresses well. */
const ARTWORK = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">${'<rect x="1" y="2" width="3" height="4" fill="#c4b195"/>'.repeat(60)}</svg>`;
const UPLOADS = {
  'logos/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  'services/artwork.svg': ARTWORK,
  'gallery/photo.webp': Buffer.from('RIFF\0\0\0\0WEBPVP8 '),
  'founders/photo.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  'video/header-loop.mp4': VIDEO,
  'video/header-loop.webm': VIDEO,
};

describeDb('the built client and uploads', () => {
  let app: FastifyInstance;
  let clientDir: string;
  let contentDir: string;
  beforeAll(async () => {
    clientDir = makeClientDir();
    contentDir = makeContentDir(sampleContent(), UPLOADS);
    app = await buildTestApp({ config: { clientDir, contentDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
    rmSync(contentDir, { recursive: true, force: true });
  });
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('renders / on the server into index.html, with no-cache', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/^<!doctype html><html lang="en-IN"><head>/);
    expect(response.body).toContain('<div id="root"><a class="skip-link"');
    expect((await get('/index.html')).statusCode).toBe(404);
  });

  it.each(SITE_PATHS.filter((sitePath) => sitePath !== '/'))('answers the client route %s with the app and 200', async (sitePath) => {
    const response = await get(sitePath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // The staff desk's pages and a booking's private link are never cached (server/render/render-pages.ts).
    expect(response.headers['cache-control']).toBe(isStaffPath(sitePath) || isPrivateLinkPath(sitePath) ? 'private, no-store' : 'no-cache');
    // The desk's layout sits in a Suspense boundary (its chunk on a client-side visit): React marks it `<!--$-->`.
    expect(response.body).toMatch(isStaffPath(sitePath) ? /<div id="root"><!--\$--><a class="skip-link"/ : /<div id="root"><a class="skip-link"/);
  });

  it('matches client routes as React Router does: any case, a trailing slash, a query string', async () => {
    for (const url of ['/AboutUs', '/services/glasswork/', '/tender/detailsoftender?tenderNo=VI%2FT%2F001', '/gallery/staff?x=1']) {
      expect({ url, status: (await get(url)).statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('answers an unknown path with the app and a real 404, so the app shows its not-found screen', async () => {
    for (const url of ['/no-such-page', '/services/unknownwork', '/projects/subprojects/extra', '/%E0%A4%A4', '/index.php?x=1']) {
      const response = await get(url);
      expect({ url, status: response.statusCode, type: response.headers['content-type'] }).toEqual({
        url,
        status: 404,
        type: 'text/html; charset=utf-8',
      });
      expect(response.body).toContain('<h1>Page not found</h1>');
    }
    expect((await get('/%E0%A4%A')).statusCode).toBe(400);
  });

  it('answers a missing asset, or a write to a page, with a plain 404 (no HTML where a script was expected)', async () => {
    const asset = await get('/assets/missing.0000000000.js');
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toMatch(/^text\/plain/);
    const write = await app.inject({ method: 'DELETE', url: '/aboutus', headers: (await csrfFor(app)).headers });
    expect(write.statusCode).toBe(404);
  });

  it('serves hashed assets pre-compressed when accepted, cached for a year as immutable', async () => {
    const brotli = await get('/assets/main.0123456789.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/main.0123456789.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/main.0123456789.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves other client files with a short cache', async () => {
    const favicon = await get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each([
    ['logos/logo.svg', 'image/svg+xml'],
    ['gallery/photo.webp', 'image/webp'],
    ['founders/photo.jpg', 'image/jpeg'],
    ['video/header-loop.mp4', 'video/mp4'],
    ['video/header-loop.webm', 'video/webm'],
  ])('serves /backend/uploads/%s as %s, cached for 30 days', async (file, type) => {
    const response = await get(`/backend/uploads/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.headers['cache-control']).toBe('public, max-age=2592000');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends SVG artwork in Brotli or gzip when accepted, the same file every time, and as it is otherwise', async () => {
    // A HEAD first (a link checker) must not leave an empty copy behind for the GETs.
    const head = await app.inject({ method: 'HEAD', url: '/backend/uploads/services/artwork.svg', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    for (let round = 0; round < 2; round += 1) {
      const brotli = await get('/backend/uploads/services/artwork.svg', { 'accept-encoding': 'gzip, deflate, br' });
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toContain('image/svg+xml');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.headers['content-security-policy']).toContain('sandbox');
      expect(brotli.headers['accept-ranges']).toBeUndefined();
      expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
      expect(brotli.rawPayload.length).toBeLessThan(ARTWORK.length / 3);
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(ARTWORK);
    }
    const headAfter = await app.inject({ method: 'HEAD', url: '/backend/uploads/services/artwork.svg', headers: { 'accept-encoding': 'br' } });
    expect(headAfter.headers['content-encoding']).toBe('br');
    expect(headAfter.rawPayload.length).toBe(0);
    const gzip = await get('/backend/uploads/services/artwork.svg', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(ARTWORK);

    const plain = await get('/backend/uploads/services/artwork.svg', { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(ARTWORK);

    // The browser's copy is still good: 304, nothing sent.
    const again = await get('/backend/uploads/services/artwork.svg', { 'accept-encoding': 'br', 'if-none-match': String(gzip.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.vary).toMatch(/accept-encoding/i);

    // A photo is already compressed: sent as it is.
    const photo = await get('/backend/uploads/founders/photo.jpg', { 'accept-encoding': 'br' });
    expect(photo.headers['content-encoding']).toBeUndefined();
  });

  it('answers a range request for a video with 206 and the part asked for', async () => {
    const response = await get('/backend/uploads/video/header-loop.mp4', { range: 'bytes=0-99' });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 0-99/${VIDEO.length}`);
    expect(response.rawPayload.length).toBe(100);
    expect(response.headers['accept-ranges']).toBe('bytes');
  });

  it('answers a missing upload, a folder or an escape attempt with a 4xx, never a file outside uploads', async () => {
    for (const url of [
      '/backend/uploads/logos/none.svg',
      '/backend/uploads/logos/',
      '/backend/uploads/../projects.json',
      '/backend/uploads/%2e%2e/projects.json',
      '/backend/uploads/..%2f..%2fpackage.json',
    ]) {
      const response = await get(url);
      expect({ url, clientError: response.statusCode >= 400 && response.statusCode < 500 }).toEqual({ url, clientError: true });
      expect(response.body).not.toContain('Office A');
    }
  });
});

describeDb('a host whose client is not built', () => {
  let app: FastifyInstance;
  let emptyDir: string;
  beforeAll(async () => {
    emptyDir = mkdtempSync(path.join(os.tmpdir(), 'site-unbuilt-'));
    app = await buildTestApp({ config: { clientDir: path.join(emptyDir, 'missing') } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(emptyDir, { recursive: true, force: true });
  });

  it('answers pages with a clear 503 saying to run npm run build, and keeps the API working', async () => {
    for (const url of ['/', '/aboutus', '/no-such-page']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.body).toContain('npm run build');
    }
    expect((await app.inject({ method: 'GET', url: '/backend/api/getlogos' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('isClientRoute', () => {
  it('knows the route table and nothing else', () => {
    expect(isClientRoute('/')).toBe(true);
    expect(isClientRoute('/homecorianwork')).toBe(true);
    expect(isClientRoute('/tender/login/forgot-password')).toBe(true);
    expect(isClientRoute('/gallery/allphotos/')).toBe(true);
    expect(isClientRoute('/home')).toBe(false);
    expect(isClientRoute('/backend/projects')).toBe(false);
    expect(isClientRoute('/%zz')).toBe(false);
  });

  it('matches a screen with parameters one segment per parameter (the office e-mail links to a lead)', () => {
    expect(isClientRoute('/staff/leads/enquiry/12')).toBe(true);
    expect(isClientRoute('/staff/leads/career/3/')).toBe(true);
    expect(isClientRoute('/staff/leads/enquiry')).toBe(false);
    expect(isClientRoute('/staff/leads/enquiry/12/resume')).toBe(false);
  });
});
