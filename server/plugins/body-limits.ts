import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const TOO_LARGE = { success: false, message: 'The request is too large.' };
const LENGTH_REQUIRED = { success: false, message: 'Please send the file with its length (Content-Length).' };

/** True while the request's body has not all arrived (a refusal sent now leaves the rest unread). */
function bodyStillArriving(request: FastifyRequest): boolean {
  const { headers } = request;
  const announced = headers['content-length'] !== undefined ? Number(headers['content-length']) > 0 : headers['transfer-encoding'] !== undefined;
  // Only a real socket's message says whether it is complete (an injected request does not).
  return announced && request.raw.complete === false;
}

/**
 * Every route's body limit (its `uploadLimit` for multipart, else its `bodyLimit`, or the host's 64 KiB), held as the bytes arrive:
 * - a `Content-Length` over the limit is answered 413 at once, before any hook reads or waits for the body;
 * - a JSON body that grows past it is cut off by Fastify's own reader (which counts as it reads);
 * - a multipart upload (read by busboy, not by Fastify) must say its length, so the first check holds it;
 * - a body sent to an address no route takes is answered 404 before it is read;
 * - any answer sent while the body is still arriving (a 413, a 403, a 415, a 404) closes the connection,
 *   so Node does not read and throw away the rest of an upload nobody will use.
 */
async function bodyLimits(app: FastifyInstance): Promise<void> {
  const hostLimit = app.initialConfig.bodyLimit ?? 1024 * 1024;
  const { basePath } = app.config;
  app.addHook('onRequest', (request, reply, done) => {
    const length = request.headers['content-length'];
    const chunked = length === undefined && request.headers['transfer-encoding'] !== undefined;
    if (length === undefined && !chunked) return done();
    const multipart = /^multipart\//i.test(String(request.headers['content-type'] ?? ''));
    if (chunked) {
      if (!multipart) return done();
      void reply.header('connection', 'close').status(411).send(LENGTH_REQUIRED);
      return;
    }
    // A multipart upload's limit is the route's `uploadLimit` (lib/contract-route.ts); any other body's, its `bodyLimit`.
    const config = request.routeOptions.config as { uploadLimit?: number; uploadTooLarge?: { message: string; errors?: Record<string, string> } } | undefined;
    const limit = (multipart ? config?.uploadLimit : undefined) ?? request.routeOptions.bodyLimit ?? hostLimit;
    if (Number(length) > limit) {
      const words = multipart && config?.uploadTooLarge ? { success: false, ...config.uploadTooLarge } : TOO_LARGE;
      void reply.header('connection', 'close').status(413).send(words);
      return;
    }
    done();
  });
  // No route takes this body: Fastify would read all of it before the not-found answer. Answered once the
  // request hooks (CSRF, write budget) have had their say, before the body is parsed; the same answers
  // as plugins/client.ts gives.
  app.addHook('preParsing', (request, reply, payload, done) => {
    const announced = request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;
    if (!request.is404 || !announced) return done(null, payload);
    const pathname = request.url.split('?')[0];
    void reply.header('connection', 'close').status(404);
    if (pathname === basePath || pathname.startsWith(`${basePath}/`)) void reply.send({ success: false, message: `No API path ${request.method} ${request.url}.` });
    else void reply.type('text/plain; charset=utf-8').send('Not found.\n');
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (bodyStillArriving(request)) void reply.header('connection', 'close');
    done(null, payload);
  });
}

export const bodyLimitsPlugin = fp(bodyLimits, { name: 'body-limits' });
