import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrfFor, describeDb, sampleClient } from './test-helpers';
import { SITEMAP_PATHS } from '../src/shared/config/site-paths';
import { corsOriginsFrom } from './config';

jest.setTimeout(30_000);

const vendor = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in', password: 'Tender#2026' };

describeDb('caching and exposure', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const clientFiles = { ...sampleClient(), 'assets/main.0123456789.js.map': '{"version":3,"sources":["secret.ts"]}' };
    app = await buildTestApp({ seed: false, clientFiles, config: { publicUrl: 'https://www.vastukala.example' } });
  });
  afterAll(() => app.close());

  it('builds robots.txt and sitemap.xml from PUBLIC_URL, whatever Host the request names', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toBe('User-agent: *\nAllow: /\nDisallow: /staff\n\nSitemap: https://www.vastukala.example/sitemap.xml\n');
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example"><script>' } });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    // Every screen in English, then its Marathi twin under /mr (issue 22).
    expect(locs).toEqual([
      ...SITEMAP_PATHS.map((sitePath) => `https://www.vastukala.example${sitePath}`),
      ...SITEMAP_PATHS.map((sitePath) => `https://www.vastukala.example/mr${sitePath}`),
    ]);
    expect(sitemap.body).not.toMatch(/evil|login|userinfo|detailsoftender/);
  });

  it('sends no-store on every personal answer: log-in, sign-up, forms, session, log-out, refusals', async () => {
    const csrf = await csrfFor(app);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url: `/backend${url}`, payload, headers: csrf.headers });
    const answers = [
      await post('/login/userlogin', vendor),
      await post('/api/login', { email: vendor.email, password: vendor.password }),
      await post('/api/login', { email: vendor.email, password: 'wrong-one' }),
      await post('/enquiryform/submitForm', { name: 'A', email: 'a@example.in', phone: '9876543210' }),
      await post('/enquiryform/submitForm', { name: '' }),
      await post('/api/logout', {}),
      await app.inject({ method: 'GET', url: '/backend/api/session' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 200, 401, 200, 400, 200, 200]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('keeps source maps off the public site (the bundles are served, their maps are not)', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/main.0123456789.js' })).statusCode).toBe(200);
    const map = await app.inject({ method: 'GET', url: '/assets/main.0123456789.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('secret.ts');
  });

  it("answers Node's own 400 and 431 in the { success, message } shape", async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('utf8')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
    const malformed = await raw('GARBAGE\r\n\r\n');
    expect(malformed).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(malformed.split('\r\n\r\n')[1])).toEqual({ success: false, message: 'The request is malformed.' });
    const huge = await raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(huge.split('\r\n\r\n')[1])).toEqual({ success: false, message: 'The request headers are too large.' });
  });
});

/**
 * A split deployment: the site on one origin, the API host on another. Two real servers on two ports:
 * the site's CSP lets the browser call the API's origin; the API answers the site's preflight and
 * credentialed calls with CORS headers for that origin only.
 */
describeDb('split deployment: the site on one port, the API on another', () => {
  let site: FastifyInstance;
  let api: FastifyInstance;
  let siteOrigin: string;
  let apiOrigin: string;

  beforeAll(async () => {
    // The site is built to call the API's origin; the API allows the site's origin.
    api = await buildTestApp({ seed: false, config: { corsOrigins: [] } });
    apiOrigin = new URL(await api.listen({ port: 0, host: '127.0.0.1' })).origin;
    await api.close();
    const port = Number(new URL(apiOrigin).port);
    site = await buildTestApp({ seed: false, config: { apiUrl: `${apiOrigin}/backend`, tenderApiUrl: `${apiOrigin}/backend` } });
    siteOrigin = new URL(await site.listen({ port: 0, host: '127.0.0.1' })).origin;
    api = await buildTestApp({ seed: false, config: { corsOrigins: [siteOrigin] } });
    await api.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await site?.close();
    await api?.close();
  });

  it("lists the API's origin in the site's CSP connect-src, img-src and media-src", async () => {
    const csp = (await fetch(`${siteOrigin}/robots.txt`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`connect-src 'self' ${apiOrigin}`);
    expect(csp).toContain(`img-src 'self' data: ${apiOrigin}`);
    expect(csp).toContain(`media-src 'self' ${apiOrigin}`);
  });

  it("answers the site's preflight and credentialed calls, and nobody else's", async () => {
    const preflight = await fetch(`${apiOrigin}/backend/enquiryform/submitForm`, {
      method: 'OPTIONS',
      headers: { origin: siteOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-xsrf-token' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-xsrf-token');

    // The browser's sequence: a read (which hands out the XSRF cookie), then a write echoing it.
    const read = await fetch(`${apiOrigin}/backend/api/session`, { headers: { origin: siteOrigin } });
    expect(read.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(read.headers.get('vary')).toMatch(/Origin/i);
    const token = /XSRF-TOKEN=([^;]+)/.exec(read.headers.get('set-cookie') ?? '')![1];
    const write = await fetch(`${apiOrigin}/backend/enquiryform/submitForm`, {
      method: 'POST',
      headers: { origin: siteOrigin, 'content-type': 'application/json', cookie: `XSRF-TOKEN=${token}`, 'x-xsrf-token': decodeURIComponent(token) },
      body: JSON.stringify({ name: 'Split', email: 'split@example.in', phone: '9876543210' }),
    });
    expect(write.status).toBe(200);
    expect(write.headers.get('access-control-allow-origin')).toBe(siteOrigin);

    const stranger = await fetch(`${apiOrigin}/backend/api/session`, { headers: { origin: 'https://evil.example' } });
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(stranger.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('reads CORS_ORIGINS as a list of origins and refuses anything else', () => {
    expect(corsOriginsFrom('https://www.example.in/, http://localhost:8080')).toEqual(['https://www.example.in', 'http://localhost:8080']);
    expect(corsOriginsFrom('')).toEqual([]);
    expect(() => corsOriginsFrom('*')).toThrow(/not an origin/);
  });
});

describe('robots.txt and sitemap.xml without PUBLIC_URL', () => {
  const robotsWith = async (nodeEnv: string) => {
    const log: string[] = [];
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = nodeEnv;
    try {
      const app = await buildTestApp({ seed: false, logger: { level: 'warn', stream: { write: (line: string) => log.push(line) } } });
      const robots = (await app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'evil.example' } })).body;
      await app.close();
      return { robots, log: log.join('') };
    } finally {
      process.env.NODE_ENV = previous;
    }
  };

  it('name site-relative addresses, never the Host; in production the start-up log says PUBLIC_URL is missing', async () => {
    const production = await robotsWith('production');
    expect(production.robots).toBe('User-agent: *\nAllow: /\nDisallow: /staff\n\nSitemap: /sitemap.xml\n');
    expect(production.log).toMatch(/PUBLIC_URL is not set/);
    expect((await robotsWith('development')).log).not.toMatch(/PUBLIC_URL/);
  });
});
