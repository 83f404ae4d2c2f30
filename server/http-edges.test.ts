import net from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, csrfFor, describeDb, testDialect, type CsrfPair } from './test-helpers';

/**
 * Three edges of the HTTP layer itself (issue 42, item 4), each on a real socket: a request that arrives too
 * slowly, an answer Node or Fastify writes before any route runs, and a client that hangs up mid-request.
 */

jest.setTimeout(30_000);

/** What a raw exchange gave: the bytes the server wrote, and how long after the first byte sent it closed (or gave up). */
interface Exchange {
  raw: string;
  elapsedMs: number;
}

/**
 * Writes `head`, then one byte of `drip` (or of an endless body when none is given) every `everyMs`, until the server
 * closes the connection or `giveUpMs` passes: a client on a link that all but stopped.
 */
function trickle(port: number, head: string, options: { everyMs: number; giveUpMs: number; drip?: string }): Promise<Exchange> {
  return new Promise<Exchange>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    let sent = 0;
    const started = Date.now();
    let dripper: NodeJS.Timeout | undefined;
    const finish = () => {
      clearInterval(dripper);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ raw, elapsedMs: Date.now() - started });
    };
    const giveUp = setTimeout(finish, options.giveUpMs);
    socket.on('data', (chunk) => (raw += chunk.toString('latin1')));
    socket.on('close', finish);
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
      clearTimeout(giveUp);
      reject(error);
    });
    socket.on('connect', () => {
      socket.write(head);
      dripper = setInterval(() => {
        if (socket.writable) socket.write(options.drip ? options.drip.charAt(sent % options.drip.length) : 'a');
        sent += 1;
      }, options.everyMs);
    });
  });
}

/** One request on a real socket: what the server wrote until it closed the connection. */
const exchange = (port: number, request: string) => trickle(port, request, { everyMs: 60_000, giveUpMs: 5_000, drip: '\r\n' });

const headerOf = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw.split('\r\n\r\n')[0])?.[1];

const SECURITY_HEADERS = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'cross-origin-opener-policy', 'cross-origin-resource-policy'];

/** Expects `raw`'s head to carry each security header with the value an ordinary answer of `app` has. */
async function expectSecurityHeaders(app: FastifyInstance, raw: string): Promise<void> {
  const normal = await app.inject({ method: 'GET', url: '/healthz' });
  for (const name of SECURITY_HEADERS) {
    expect(normal.headers[name]).toBeDefined();
    expect({ name, value: headerOf(raw, name) }).toEqual({ name, value: normal.headers[name] });
  }
}

const listen = async (app: FastifyInstance) => Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);

describeDb('a request that arrives too slowly', () => {
  // Small bounds so that the test waits real time only for them (the defaults are in docs/operations.md).
  const bounds = { headersTimeoutMs: 500, bodyTimeoutMs: 1_000, requestTimeoutMs: 2_000 };
  let app: FastifyInstance;
  let port: number;
  let csrf: CsrfPair;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false, config: bounds });
    csrf = await csrfFor(app);
    port = await listen(app);
  });
  afterAll(() => app.close());

  const writeHead = (path: string, contentType: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${length}\r\n` +
    `Cookie: ${csrf.cookie}\r\nX-XSRF-TOKEN: ${csrf.token}\r\n\r\n`;

  // The JSON body's 408 comes before the whole-request bound would end it: its own, shorter bound holds it.
  it.each([
    ['a JSON body', 'the body bound', '/backend/enquiryform/submitForm', 'application/json', '{"name":"', bounds.bodyTimeoutMs],
    ['an upload', 'the whole-request bound', '/backend/submit-careers', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\n', bounds.requestTimeoutMs],
  ])('%s fed a byte at a time: 408 with the security headers once %s passes', async (_name, _bound, path, contentType, drip, boundMs) => {
    const { raw, elapsedMs } = await trickle(port, writeHead(path, contentType, 60_000), { everyMs: 100, giveUpMs: boundMs + 4_000, drip });
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(headerOf(raw, 'connection')).toMatch(/^close$/i);
    expect(elapsedMs).toBeGreaterThanOrEqual(boundMs - 100);
    expect(elapsedMs).toBeLessThan(boundMs + 1_000);
    await expectSecurityHeaders(app, raw);
  });

  it('headers fed a byte at a time: 408 with the security headers once the headers bound passes', async () => {
    const { raw, elapsedMs } = await trickle(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ', { everyMs: 50, giveUpMs: 5_000 });
    expect(raw).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsedMs).toBeLessThan(bounds.headersTimeoutMs + 1_000);
    await expectSecurityHeaders(app, raw);
  });
});

describeDb('answers written before any route runs', () => {
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    app = await buildTestApp({ seed: false });
    port = await listen(app);
  });
  afterAll(() => app.close());

  it.each([
    ['a path with broken percent-encoding', 400, 'GET /%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    ['an API path with a bad escape', 400, 'GET /backend/api/%ZZ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
    ['an HTTP/1.1 request with no Host header', 400, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n'],
    ['an Expect the server does not know', 417, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n'],
  ])('%s: %d in the usual shape, with the same security headers as every other answer', async (_name, status, request) => {
    const { raw } = await exchange(port, request);
    expect(raw).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(JSON.parse(raw.split('\r\n\r\n')[1])).toEqual({ success: false, message: expect.any(String) });
    await expectSecurityHeaders(app, raw);
  });
});

describeDb('a request that arrives while the server closes', () => {
  it("gets Fastify's own 503, with the same security headers as every other answer", async () => {
    const app = await buildTestApp({ seed: false });
    const csrf = await csrfFor(app);
    const port = await listen(app);
    const normal = await app.inject({ method: 'GET', url: '/healthz' });
    const socket = net.connect(port, '127.0.0.1');
    let raw = '';
    socket.on('data', (chunk) => (raw += chunk.toString('latin1')));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    // A form whose body is still arriving keeps the connection open while the server closes; the request sent
    // behind it on the same connection arrives after the close began.
    const body = JSON.stringify({ name: 'closing', email: 'visitor@example.in', phone: '9876543210', message: 'while the server closes' });
    socket.write(
      `POST /backend/enquiryform/submitForm HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCookie: ${csrf.cookie}\r\nX-XSRF-TOKEN: ${csrf.token}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = app.close();
    socket.write(`${body.slice(10)}GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 3_000))]);
    socket.destroy();
    await closed;
    const second = raw.slice(raw.indexOf('HTTP/1.1', 1));
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    for (const name of SECURITY_HEADERS) expect({ name, value: headerOf(second, name) }).toEqual({ name, value: normal.headers[name] });
  });
});

describeDb('a client that hangs up mid-request', () => {
  let app: FastifyInstance;
  let port: number;
  let csrf: CsrfPair;
  let log: Array<{ level: number; msg: string; [key: string]: unknown }>;
  beforeAll(async () => {
    log = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(...String(chunk).split('\n').filter(Boolean).map((line) => JSON.parse(line) as (typeof log)[number]));
        done();
      },
    });
    app = await buildTestApp({ seed: false, logger: { level: 'info', stream } });
    csrf = await csrfFor(app);
    port = await listen(app);
  });
  afterAll(() => app.close());

  /** Waits (a few seconds at most) until a line of the log passes `test`. */
  async function logLine(test: (line: (typeof log)[number]) => boolean) {
    for (let waited = 0; waited < 3_000 && !log.some(test); waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    return log.find(test);
  }

  it.each([
    ['a JSON form', 'application/json', '{"name":"half a form'],
    ['an upload', 'multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\n\r\n%PDF-1.4'],
  ])('%s cut off is logged at info as a hang-up, never at level 50 as a database fault', async (_name, contentType, part) => {
    log.length = 0;
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.on('connect', resolve));
    socket.write(
      `POST ${contentType === 'application/json' ? '/backend/enquiryform/submitForm' : '/backend/submit-careers'} HTTP/1.1\r\n` +
        `Host: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: 5000\r\n` +
        `Cookie: ${csrf.cookie}\r\nX-XSRF-TOKEN: ${csrf.token}\r\n\r\n${part}`,
    );
    await logLine((line) => line.msg === 'incoming request');
    socket.destroy();
    const hangUp = await logLine((line) => /hung up/i.test(line.msg));
    expect(hangUp).toEqual(expect.objectContaining({ level: 30 }));
    expect(log.filter((line) => line.level >= 50)).toEqual([]);
  });

  (testDialect === 'sqlite' ? it : it.skip)('while a database that cannot write is still logged at level 50', async () => {
    log.length = 0;
    const { raw } = app.database;
    if (raw.dialect !== 'sqlite') throw new Error('sqlite expected');
    raw.sqlite.pragma(`max_page_count = ${raw.sqlite.pragma('page_count', { simple: true }) as number}`);
    try {
      let status = 200;
      for (let index = 0; index < 200 && status === 200; index += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/backend/enquiryform/submitForm',
          headers: csrf.headers,
          payload: { name: `fault-${index}`, email: 'visitor@example.in', phone: '9876543210', message: 'x'.repeat(2000) },
        });
        status = response.statusCode;
      }
      expect(status).toBe(503);
      expect(log).toContainEqual(expect.objectContaining({ level: 50, msg: 'database unavailable' }));
    } finally {
      raw.sqlite.pragma('max_page_count = 1073741823');
    }
  });
});
