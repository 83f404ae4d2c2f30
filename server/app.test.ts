import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { LOG_REDACT } from './app';
import type { ServerConfig } from './config';
import { buildTestApp, csrfFor, describeDb } from './test-helpers';

describeDb('the API host: health, security headers, the XSRF cookie', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('GET /healthz answers ok after asking the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each(['/backend/api/getlogos', '/', '/no-such-page', '/robots.txt'])('%s carries the security headers', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.google.com');
    // Server-rendered markup keeps React's style *attributes*; nothing else may be inline.
    expect(csp).toContain("style-src-attr 'unsafe-inline'");
    expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it('sends no HSTS over plain http, so a browser on localhost is not pinned to https', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets a readable XSRF-TOKEN cookie on a first GET, and keeps a genuine one', async () => {
    const first = await app.inject({ method: 'GET', url: '/backend/api/getlogos' });
    const cookie = first.cookies.find((entry) => entry.name === 'XSRF-TOKEN');
    expect(cookie).toEqual(expect.objectContaining({ path: '/', sameSite: 'Lax' }));
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.value).toMatch(/^[\w-]+\.[\w-]+$/);

    const { headers } = await csrfFor(app);
    const again = await app.inject({ method: 'GET', url: '/backend/api/getlogos', headers: { cookie: headers.cookie } });
    expect(again.cookies.find((entry) => entry.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('csrfFor gives headers that pass the CSRF check, which a write without them fails', async () => {
    const { headers } = await csrfFor(app);
    const withToken = await app.inject({ method: 'POST', url: '/backend/no-such-write', headers, payload: {} });
    expect(withToken.statusCode).toBe(404);
    const without = await app.inject({ method: 'POST', url: '/backend/no-such-write', payload: {} });
    expect(without.statusCode).toBe(403);
  });
});

describeDb('the API host behind HTTPS', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ config: { secureCookies: true } });
  });
  afterAll(() => app.close());

  it('sends HSTS and a Secure XSRF cookie', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(response.cookies.find((entry) => entry.name === 'XSRF-TOKEN')?.secure).toBe(true);
  });
});

describeDb('structured logs', () => {
  type Serializers = NonNullable<Exclude<FastifyServerOptions['logger'], boolean | undefined>['serializers']>;

  async function logLines(serializers?: Serializers): Promise<string[]> {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    const app = await buildTestApp({ logger: { level: 'debug', stream, redact: LOG_REDACT, serializers } });
    try {
      await app.inject({
        method: 'POST',
        url: '/backend/api/login',
        headers: {
          cookie: 'XSRF-TOKEN=secret-cookie-value; session=secret-session',
          'x-xsrf-token': 'secret-header-value',
          authorization: 'Basic secret-basic',
        },
        payload: { email: 'vendor@example.in', password: 'secret-password' },
      });
    } finally {
      await app.close();
    }
    return lines;
  }

  const expectClean = (lines: string[]) => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const all = lines.join('\n');
    expect(all).toContain('/backend/api/login');
    expect(all).not.toMatch(/secret-(cookie-value|session|header-value|basic|password)/);
  };

  it('are JSON lines that carry no cookie, CSRF token or password', async () => {
    expectClean(await logLines());
  });

  it('stay clean even when an operator logs request headers', async () => {
    const lines = await logLines({
      req: (request) => ({ method: request.method, url: request.url, headers: request.headers }) as ReturnType<NonNullable<Serializers['req']>>,
    });
    expect(lines.join('\n')).toContain('[Redacted]');
    expectClean(lines);
  });
});

describeDb('the start-up log without SMTP', () => {
  /** The warn-level lines an app writes while it starts, with this SMTP setting. */
  async function startUpWarnings(config: Partial<ServerConfig>): Promise<string[]> {
    const lines: Array<{ level: number; msg: string }> = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean).map((line) => JSON.parse(line) as { level: number; msg: string }));
        done();
      },
    });
    const app = await buildTestApp({ logger: { level: 'info', stream }, config });
    await app.close();
    return lines.filter((line) => line.level === 40).map((line) => line.msg);
  }

  it('says once, at warn level, that staff will not be e-mailed', async () => {
    const warnings = await startUpWarnings({ smtp: null });
    expect(warnings.filter((message) => /staff will not be e-mailed/.test(message))).toEqual([
      'SMTP_HOST is not set: staff will not be e-mailed about submissions (they are kept in the database; read them with npm run export)',
    ]);
  });

  it('says nothing of the kind when SMTP is set', async () => {
    const smtp = { host: '127.0.0.1', port: 2525, secure: false, from: 'site@example.in', to: 'office@example.in' };
    expect((await startUpWarnings({ smtp })).filter((message) => /e-mailed/.test(message))).toEqual([]);
  });
});
