import { PassThrough } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { markTooSlow } from './client-errors';

/** Read by the error handler as any 4xx: this status, these words (the same as Node's own 408, plugins/client-errors.ts). */
const tooSlow = () => Object.assign(new Error('The request took too long to arrive.'), { statusCode: 408, code: 'BODY_TIMEOUT' });

/**
 * A body that is not an upload (JSON, a form: at most 64 KiB) must have arrived `timeoutMs` after its request
 * began, or the request is answered 408 and its connection closed (plugins/body-limits.ts closes any answer
 * sent while the body still arrives). Node's own bound (`requestTimeout`, config.ts) holds every request,
 * uploads included, but it is sized for a 100 MB bid on a slow link: without this a form fed a byte at a time
 * would hold its connection for that long. An upload (multipart, read from the raw request by
 * @fastify/multipart) is left to Node's bound.
 */
async function bodyTimeout(app: FastifyInstance, options: { timeoutMs: number }): Promise<void> {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('preParsing', (request, reply, payload, done) => {
    // No body to wait for (a GET; Fastify never reads its stream, so nothing would ever end the wait).
    const hasBody = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    if (!hasBody || request.raw.complete || /^multipart\//i.test(String(request.headers['content-type'] ?? ''))) return done(null, payload);
    // Fastify's body reader reads this stream instead of the request: cut off with an error, the request
    // gets its 408 through the error handler while the socket stays open to carry it.
    const bounded = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(bounded);
      markTooSlow(request.raw.socket);
      bounded.destroy(tooSlow());
    }, Math.max(0, options.timeoutMs - reply.elapsedTime));
    timers.set(request, timer);
    payload.once('end', () => clearTimeout(timer));
    // `pipe` passes no error on: a client that hangs up must still reach the reader (plugins/errors.ts).
    payload.once('error', (error) => bounded.destroy(error));
    bounded.once('close', () => clearTimeout(timer));
    // A body nobody reads to its end (a route answered 415, or 401 before it parsed): the error of a cut-off
    // stream with no reader must not be thrown as an uncaught one.
    bounded.on('error', () => {});
    payload.pipe(bounded);
    done(null, bounded);
  });
  // Once answered, the body's time no longer matters: a stream nobody reads never ends on its own.
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
}

export const bodyTimeoutPlugin = fp(bodyTimeout, { name: 'body-timeout' });
