import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp, csrfFor, describeDb, type CsrfPair } from '../../test-helpers';
import { MAX_FAILURES } from '../../accounts/login-throttle';
import { trustProxyFrom } from '../../config';
import { PASSWORD_COST, setHashingCostForTests } from '../../lib/password';

// Every log-in that reaches the check runs scrypt.
jest.setTimeout(60_000);

const vendor = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in', password: 'Tender#2026' };
const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counts, response) => ({ ...counts, [response.statusCode]: (counts[response.statusCode] ?? 0) + 1 }), {});

describeDb('limits that hold', () => {
  let app: FastifyInstance;
  let csrf: CsrfPair;
  afterEach(() => app?.close());

  async function start(config: Parameters<typeof buildTestApp>[0] extends infer O ? (O extends { config?: infer C } ? C : never) : never) {
    app = await buildTestApp({ seed: false, config });
    csrf = await csrfFor(app);
  }
  const post = (url: string, payload: object, extra: { ip?: string; forwardedFor?: string } = {}) =>
    app.inject({
      method: 'POST',
      url: `/backend${url}`,
      payload,
      remoteAddress: extra.ip,
      headers: { ...csrf.headers, ...(extra.forwardedFor ? { 'x-forwarded-for': extra.forwardedFor } : {}) },
    });

  it(`lets 60 parallel wrong guesses for one e-mail reach the password check only ${MAX_FAILURES} times`, async () => {
    await start({});
    expect((await post('/login/userlogin', vendor)).statusCode).toBe(201);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, index) => post('/api/login', { email: vendor.email, password: `guess-${index}` }, { ip: '203.0.113.7' })),
    );
    expect(statuses(guesses)).toEqual({ 401: MAX_FAILURES, 429: 60 - MAX_FAILURES });
    const refused = guesses.find((response) => response.statusCode === 429)!;
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many failed log-in attempts/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    // The right password is refused too while the e-mail is throttled from this address.
    expect((await post('/api/login', { email: vendor.email, password: vendor.password }, { ip: '203.0.113.7' })).statusCode).toBe(429);
  });

  it('behind one proxy (TRUST_PROXY=1), a forged left-most X-Forwarded-For changes nothing', async () => {
    await start({ trustProxy: 1 });
    expect((await post('/login/userlogin', vendor)).statusCode).toBe(201);
    // The proxy (10.0.0.2) appends the address it saw; the client forges everything to its left.
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        post('/api/login', { email: vendor.email, password: `guess-${index}` }, { ip: '10.0.0.2', forwardedFor: `198.51.100.${index}, 203.0.113.9` }),
      ),
    );
    expect(statuses(guesses)).toEqual({ 401: MAX_FAILURES, 429: 30 - MAX_FAILURES });
    // Another real client behind the same proxy is not affected.
    const other = await post('/api/login', { email: vendor.email, password: vendor.password }, { ip: '10.0.0.2', forwardedFor: '203.0.113.10' });
    expect(other.statusCode).toBe(200);
  });

  it('without TRUST_PROXY, X-Forwarded-For is ignored: the socket address counts', async () => {
    await start({ writeRateLimit: 3 });
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      answers.push(await post('/enquiryform/submitForm', { name: 'A', email: 'a@example.in', phone: '9876543210' }, { ip: '203.0.113.20', forwardedFor: `198.51.100.${index}` }));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
  });

  it('draws one write budget across every write route: forms, sign-up, log-in, log-out', async () => {
    await start({ writeRateLimit: 4 });
    const ip = '203.0.113.30';
    expect((await post('/enquiryform/submitForm', { name: 'A', email: 'a@example.in', phone: '9876543210' }, { ip })).statusCode).toBe(200);
    expect((await post('/login/userlogin', vendor, { ip })).statusCode).toBe(201);
    expect((await post('/api/login', { email: vendor.email, password: vendor.password }, { ip })).statusCode).toBe(200);
    expect((await post('/api/logout', {}, { ip })).statusCode).toBe(200);
    const refused = await post('/contactus/submitForm', { name: 'A', email: 'a@example.in', phone: '9876543210' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Please wait \d+ seconds/) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    // Another client has its own budget.
    expect((await post('/contactus/submitForm', { name: 'A', email: 'a@example.in', phone: '9876543210' }, { ip: '203.0.113.31' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when the hashing queue is full, and does not count it as a failure', async () => {
    await start({ hashConcurrency: 1, hashQueue: 1 });
    // The vendor's hash at the production cost (checking it takes as long as on a host), so the storm's
    // checks overlap as they do there, however cheap the tests' hashing is.
    const lowered = setHashingCostForTests(PASSWORD_COST);
    try {
      expect((await post('/login/userlogin', vendor)).statusCode).toBe(201);
    } finally {
      setHashingCostForTests(lowered);
    }
    const ips = Array.from({ length: 8 }, (_, index) => `203.0.113.${100 + index}`);
    const storm = await Promise.all(ips.map((ip, index) => post('/api/login', { email: vendor.email, password: `guess-${index}` }, { ip })));
    const counts = statuses(storm);
    expect(counts[503]).toBeGreaterThan(0);
    expect((counts[401] ?? 0) + counts[503]).toBe(8);
    const busyIndex = storm.findIndex((response) => response.statusCode === 503);
    const busy = storm[busyIndex];
    expect(busy.json()).toEqual({ success: false, message: expect.stringMatching(/busy/) });
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    // A refused attempt gave its reservation back: that address still has all its tries.
    const ip = ips[busyIndex];
    for (let attempt = 0; attempt < MAX_FAILURES - 1; attempt += 1) {
      expect((await post('/api/login', { email: vendor.email, password: 'wrong' }, { ip })).statusCode).toBe(401);
    }
    expect((await post('/api/login', { email: vendor.email, password: vendor.password }, { ip })).statusCode).toBe(200);
  });
});

describe('TRUST_PROXY', () => {
  it('takes a hop count or a list of addresses, and refuses "true"', () => {
    expect(trustProxyFrom(undefined)).toBe(false);
    expect(trustProxyFrom('false')).toBe(false);
    expect(trustProxyFrom('2')).toBe(2);
    expect(trustProxyFrom('10.0.0.0/8, 192.168.1.5')).toEqual(['10.0.0.0/8', '192.168.1.5']);
    expect(() => trustProxyFrom('true')).toThrow(/TRUST_PROXY=1/);
  });
});
