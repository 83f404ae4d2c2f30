import net from 'node:net';
import { rmSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrfFor, describeDb, makeContentDir, sampleClient, sampleContent } from './test-helpers';

/**
 * The edges an attacker found (issue 24, item 4), each answered by the server itself: a forged Host, a
 * path with a line break, a source map asked for under another spelling, a body larger than its route
 * takes, Node's own refusals, a proxy's scheme, and a health check asked for in a storm.
 */

jest.setTimeout(60_000);

/** One raw HTTP exchange on a real socket: what the server wrote, until it closed the connection. */
function rawExchange(port: number, request: string): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', reject);
  });
}

const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw.split('\r\n\r\n')[0])?.[1];

describeDb('the site origin never comes from the request', () => {
  let app: FastifyInstance;
  let contentDir: string;
  beforeAll(async () => {
    contentDir = makeContentDir(sampleContent());
    app = await buildTestApp({ clientFiles: sampleClient(), config: { contentDir, port: 8123, trustProxy: 1 } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(contentDir, { recursive: true, force: true });
  });

  it('renders a cached page with http://localhost:PORT whatever Host or X-Forwarded-Host the first visitor forged', async () => {
    const forged = await app.inject({ method: 'GET', url: '/services', headers: { host: 'evil.example' } });
    expect(forged.statusCode).toBe(200);
    expect(forged.body).not.toContain('evil.example');
    expect(forged.body).toContain('href="http://localhost:8123/services"');
    const proxied = await app.inject({ method: 'GET', url: '/projects', headers: { 'x-forwarded-host': 'evil.example' } });
    expect(proxied.body).not.toContain('evil.example');
    // The next visitor gets the cached page: still the site's own origin.
    const next = await app.inject({ method: 'GET', url: '/services' });
    expect(next.body).not.toContain('evil.example');
    expect(next.body).toContain('http://localhost:8123/services');
  });

  it('writes the feed and the calendar with the site origin, never a forged Host', async () => {
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example' }]) {
      const feed = await app.inject({ method: 'GET', url: '/backend/api/tenders/feed.atom', headers });
      expect(feed.statusCode).toBe(200);
      expect(feed.body).not.toContain('evil.example');
      expect(feed.body).toContain('http://localhost:8123/');
      const calendar = await app.inject({ method: 'GET', url: `/backend/api/tenders/calendar.ics?tenderNo=${encodeURIComponent('VI/T/001')}`, headers });
      expect(calendar.statusCode).toBe(200);
      expect(calendar.body).not.toContain('evil.example');
      expect(calendar.body).toContain('http://localhost:8123/tender/detailsoftender');
    }
  });

  it('uses a Host from the configured list (ALLOWED_HOSTS), and caches each origin apart', async () => {
    const listed = await buildTestApp({ clientFiles: sampleClient(), config: { contentDir, port: 8123, allowedHosts: ['www.vastukala.example'] } });
    try {
      const own = await listed.inject({ method: 'GET', url: '/services', headers: { host: 'www.vastukala.example' } });
      expect(own.body).toContain('http://www.vastukala.example/services');
      const other = await listed.inject({ method: 'GET', url: '/services', headers: { host: 'evil.example' } });
      expect(other.body).not.toContain('evil.example');
      expect(other.body).not.toContain('www.vastukala.example');
      expect(other.body).toContain('http://localhost:8123/services');
    } finally {
      await listed.close();
    }
  });
});

describeDb('a path with a line break', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, clientFiles: sampleClient() });
  });
  afterAll(() => app.close());

  it.each(['/services%0A', '/tender%0D%0Ax', '/projects%E2%80%A8', '/a%0Ab', '/%0D'])("%s gets the site's 404 page, never cached", async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="root"><a class="skip-link"');
    expect(response.body).toContain('<h1>Page not found</h1>');
    expect(response.body).not.toMatch(/Unexpected Application Error|Error: |at \w+ \(/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.etag).toBeUndefined();
  });
});

describeDb('source maps and the SSR manifest under any spelling', () => {
  let app: FastifyInstance;
  const SECRET = '{"version":3,"sources":["secret.ts"]}';
  const MANIFEST = '{"main":["assets/secret-chunk.js"]}';
  beforeAll(async () => {
    const clientFiles: Record<string, string> = {
      ...sampleClient(),
      'assets/main.0123456789.js.map': SECRET,
      'ssr-manifest.json': MANIFEST,
    };
    app = await buildTestApp({ seed: false, clientFiles });
    // The compressed twins webpack writes beside each file.
    const { writeFileSync } = await import('node:fs');
    const path = await import('node:path');
    for (const name of ['assets/main.0123456789.js.map', 'ssr-manifest.json']) {
      const body = name.endsWith('.map') ? SECRET : MANIFEST;
      writeFileSync(path.join(app.config.clientDir, `${name}.br`), brotliCompressSync(body));
      writeFileSync(path.join(app.config.clientDir, `${name}.gz`), gzipSync(body));
    }
  });
  afterAll(() => app.close());

  /** Each spelling, with each encoding a browser may accept: refused, and nothing of the file in the answer. */
  async function expectNotServed(urls: string[]) {
    for (const url of urls) {
      for (const accept of ['identity', 'br', 'gzip']) {
        const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': accept } });
        expect({ url, accept, refused: response.statusCode >= 400 }).toEqual({ url, accept, refused: true });
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'br' ? brotliDecompressSync(response.rawPayload) : encoding === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload;
        expect({ url, accept, body: body.toString('utf8') }).toEqual({ url, accept, body: expect.not.stringContaining('secret') });
      }
    }
  }

  it('a source map is not served under any spelling: %70, %2E, a trailing slash, another case, .br/.gz twins, %2e%2e', async () => {
    await expectNotServed([
      '/assets/main.0123456789.js.map',
      '/assets/main.0123456789.js.ma%70',
      '/assets/main.0123456789.js%2Emap',
      '/assets/main.0123456789.js.map/',
      '/assets/main.0123456789.js.MAP',
      '/assets/main.0123456789.js.map.br',
      '/assets/main.0123456789.js.map.gz',
      '/assets/main.0123456789.js.map?x=1',
      '/assets/%2e%2e/assets/main.0123456789.js.map',
      '/backend/%2e%2e/assets/main.0123456789.js.map',
      '/backend/uploads/%2e%2e/%2e%2e/assets/main.0123456789.js.map',
    ]);
  });

  it('ssr-manifest.json is not served under any spelling: a trailing slash, %6f, %73, .br/.gz twins, %2e%2e', async () => {
    await expectNotServed([
      '/ssr-manifest.json',
      '/ssr-manifest.json/',
      '/ssr-manifest.js%6fn',
      '/%73sr-manifest.json',
      '/ssr-manifest.json.br',
      '/ssr-manifest.json.gz',
      '/assets/%2e%2e/ssr-manifest.json',
      '/assets/%2E%2E/ssr-manifest.json.gz',
      '/backend/variants/%2e%2e/%2e%2e/ssr-manifest.json',
    ]);
  });

  it('still serves the bundles themselves', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/main.0123456789.js' })).statusCode).toBe(200);
  });
});

describeDb('a body over its route limit', () => {
  let app: FastifyInstance;
  let port: number;
  let csrf: { cookie: string; token: string };
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    csrf = await csrfFor(app);
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => app.close());

  /**
   * Sends the request line, the headers and `sent` bytes of a body that claims (or, chunked, would reach)
   * `total`, and never the rest: the server must answer and close the connection on what it has.
   */
  function partialUpload(options: { path: string; contentType: string; total?: number; sent: number; chunked?: boolean }) {
    return new Promise<{ raw: string; closed: boolean }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let raw = '';
      const timer = setTimeout(() => {
        socket.destroy();
        resolve({ raw, closed: false });
      }, 10_000);
      socket.on('data', (chunk) => (raw += chunk.toString('latin1')));
      socket.on('close', () => {
        clearTimeout(timer);
        resolve({ raw, closed: true });
      });
      socket.on('error', (error: NodeJS.ErrnoException) => {
        // The server may reset a socket it stops reading: what it answered first is what counts.
        if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
        clearTimeout(timer);
        reject(error);
      });
      socket.on('connect', () => {
        const length = options.chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${options.total}`;
        socket.write(
          `POST ${options.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${options.contentType}\r\n${length}\r\n` +
            `Cookie: ${csrf.cookie}\r\nX-XSRF-TOKEN: ${csrf.token}\r\n\r\n`,
        );
        const part = Buffer.alloc(options.sent, 'a');
        socket.write(options.chunked ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')]) : part);
      });
    });
  }

  it.each([
    ['the careers upload, a 5 MB Content-Length', 413, { path: '/backend/submit-careers', contentType: 'multipart/form-data; boundary=x', total: 5_000_000, sent: 100_000 }],
    ['the careers upload, chunked (no length to hold it to)', 411, { path: '/backend/submit-careers', contentType: 'multipart/form-data; boundary=x', sent: 100_000, chunked: true }],
    ['a JSON form, a type it does not take', 415, { path: '/backend/enquiryform/submitForm', contentType: 'application/xml', total: 60_000, sent: 1000 }],
    ['an address with no route', 404, { path: '/backend/no-such-write', contentType: 'application/json', total: 60_000, sent: 1000 }],
  ])('%s: refused (%d) and the connection closed before the rest arrives', async (_name, status, options) => {
    const { raw, closed } = await partialUpload(options);
    expect(raw).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(headerOf(raw, 'connection')).toBe('close');
    expect(closed).toBe(true);
  });

  // Fastify's own JSON reader already held these before plugins/body-limits.ts; kept so that it stays so.
  it('a JSON form over its limit, by Content-Length or chunked: 413 and closed before the rest arrives', async () => {
    for (const options of [
      { path: '/backend/enquiryform/submitForm', contentType: 'application/json', total: 10_000_000, sent: 1000 },
      { path: '/backend/enquiryform/submitForm', contentType: 'application/json', sent: 200_000, chunked: true },
    ]) {
      const { raw, closed } = await partialUpload(options);
      expect(raw).toMatch(/^HTTP\/1\.1 413 /);
      expect(headerOf(raw, 'connection')).toBe('close');
      expect(closed).toBe(true);
    }
  });
});

describeDb("Node's own refusals", () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => app.close());

  it.each([
    ['a malformed request line (400)', 'GARBAGE\r\n\r\n', 400],
    ['headers too large (431)', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s carries the same security headers as every other answer', async (_name, request, status) => {
    const raw = await rawExchange(port, request);
    expect(raw).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const normal = await app.inject({ method: 'GET', url: '/healthz' });
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy']) {
      expect({ name, value: headerOf(raw, name) }).toEqual({ name, value: normal.headers[name] });
    }
  });
});

describeDb('cookies behind a trusted TLS proxy', () => {
  it("mark the XSRF cookie Secure when the trusted proxy says the visitor came over https, and not when a stranger says so", async () => {
    const proxied = await buildTestApp({ seed: false, config: { trustProxy: 1 } });
    const direct = await buildTestApp({ seed: false });
    try {
      const secure = await proxied.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.secure).toBe(true);
      const plain = await proxied.inject({ method: 'GET', url: '/healthz' });
      expect(plain.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.secure).toBeFalsy();
      const forged = await direct.inject({ method: 'GET', url: '/healthz', headers: { 'x-forwarded-proto': 'https' } });
      expect(forged.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.secure).toBeFalsy();
    } finally {
      await proxied.close();
      await direct.close();
    }
  });
});

describeDb('/healthz under a storm', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
  });
  afterAll(() => app.close());
  afterEach(() => jest.restoreAllMocks());

  const checksWritten = async () => {
    const row = await app.database.db.selectFrom('health_checks').select((eb) => eb.fn.max('id').as('last')).executeTakeFirst();
    return Number(row?.last ?? 0);
  };

  it('writes at most once every few seconds, however many requests come', async () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    jest.spyOn(Date, 'now').mockImplementation(() => now);
    const before = await checksWritten();
    const answers = await Promise.all(Array.from({ length: 30 }, () => app.inject({ method: 'GET', url: '/healthz' })));
    for (let i = 0; i < 20; i += 1) answers.push(await app.inject({ method: 'GET', url: '/healthz' }));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(answers.every((answer) => answer.headers['cache-control'] === 'no-store')).toBe(true);
    expect((await checksWritten()) - before).toBe(1);
    now += 10_000;
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await checksWritten()) - before).toBe(2);
  });
});
