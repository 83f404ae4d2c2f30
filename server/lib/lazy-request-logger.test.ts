import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { lazyChildLogger } from './lazy-request-logger';

/** A Fastify with a real pino logger writing JSON lines into `lines`. */
function appLoggingTo(lines: Array<Record<string, unknown>>, level: string) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return Fastify({ logger: { level, stream }, childLoggerFactory: lazyChildLogger });
}

describe('the lazy request logger', () => {
  it('logs what pino would, with the request id, at the levels enabled', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines, 'info');
    app.get('/', (request) => {
      request.log.warn({ detail: 1 }, 'something odd');
      request.log.debug('not at info');
      return { ok: true };
    });
    await app.inject('/');
    const odd = lines.find((line) => line.msg === 'something odd');
    expect(odd).toMatchObject({ level: 40, detail: 1, reqId: expect.any(String) });
    expect(lines.some((line) => line.msg === 'not at info')).toBe(false);
    // Fastify's own request lines still come, with the same request id.
    expect(lines.filter((line) => line.reqId === odd?.reqId).map((line) => line.msg)).toEqual(['incoming request', 'something odd', 'request completed']);
    await app.close();
  });

  it('makes no child logger for a request that logs nothing at the enabled level', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const app = appLoggingTo(lines, 'warn');
    const child = jest.spyOn(app.log, 'child');
    app.get('/', (request) => {
      request.log.info('quiet');
      return { ok: true };
    });
    app.get('/loud', (request) => {
      request.log.error('loud');
      return { ok: true };
    });
    await app.inject('/');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    await app.inject('/loud');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'loud', reqId: expect.any(String) })]);
    await app.close();
  });
});
