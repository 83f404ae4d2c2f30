import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { describeDb, useTwoInstances } from './test-helpers';
import { freePort } from './lib/mail/test-smtp';
import { MAX_FAILURES } from './routes/accounts/login-throttle';

jest.setTimeout(60_000);

/**
 * Debian's `redis-server` (apt-get install redis-server; `.ci/run` installs it). On a developer's machine
 * without it this suite says so and skips; in CI it always runs, so a missing server fails instead of
 * passing unseen.
 */
const hasRedis = spawnSync('redis-server', ['--version']).status === 0;
const describeWithRedis =
  hasRedis || process.env.CI ? describeDb : (name: string, fn: () => void) => describe.skip(`${name} (redis-server not installed)`, fn);

const vendor = { firstname: 'Asha', lastname: 'Deshmukh', email: 'asha@example.in', password: 'Tender#2026' };
const enquiry = { name: 'Redis', email: 'visitor@example.in', phone: '9876543210' };

describeWithRedis('limits in Redis (REDIS_URL), shared by two instances', () => {
  let redis: ChildProcess;
  let redisUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
    redis.unref();
    redisUrl = `redis://127.0.0.1:${port}`;
    // Ready when it says so (its log goes to stdout), not after a guessed delay.
    await new Promise<void>((resolve, reject) => {
      let log = '';
      redis.stdout?.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('Ready to accept connections')) resolve();
      });
      redis.once('exit', (code) => reject(new Error(`redis-server exited (${code}) before it was ready:\n${log}`)));
    });
  });
  const instances = useTwoInstances(() => ({ seed: false, config: { redisUrl, writeRateLimit: 6 } }));
  // After the instances' own `afterAll`: they close their Redis connections first.
  afterAll(() => redis?.kill('SIGTERM'));

  it('counts the write budget and failed log-ins in Redis, across both instances', async () => {
    const { a, b, csrf } = instances;
    const post = (app: FastifyInstance, url: string, payload: object, ip: string) =>
      app.inject({ method: 'POST', url: `/backend${url}`, payload, remoteAddress: ip, headers: csrf.headers });

    expect((await post(a, '/login/userlogin', vendor, '198.51.100.50')).statusCode).toBe(201);
    const guesses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => post(index % 2 ? a : b, '/api/login', { email: vendor.email, password: `guess-${index}` }, '198.51.100.51')),
    );
    expect(guesses.filter((response) => response.statusCode === 401)).toHaveLength(MAX_FAILURES);

    const codes = [];
    for (let index = 0; index < 8; index += 1) codes.push((await post(index % 2 ? a : b, '/enquiryform/submitForm', enquiry, '198.51.100.52')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);

    // Nothing was counted in the database: Redis held the counters.
    expect(await a.database.db.selectFrom('rate_limits').select('key').execute()).toEqual([]);
  });

  it('counts in the database while Redis is down, and refuses nothing for it', async () => {
    redis.kill('SIGKILL');
    await once(redis, 'exit');
    const { a, csrf } = instances;
    const response = await a.inject({ method: 'POST', url: '/backend/enquiryform/submitForm', payload: enquiry, remoteAddress: '198.51.100.60', headers: csrf.headers });
    expect(response.statusCode).toBe(200);
    expect((await a.database.db.selectFrom('rate_limits').select('key').execute()).map((row) => row.key)).toEqual(['write:198.51.100.60']);
  });
});
