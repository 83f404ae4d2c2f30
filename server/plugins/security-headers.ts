import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The headers helmet sets for `options`, worked out once: helmet's own middleware runs against a
 * recording response, so the names and values are exactly helmet's (CSP, HSTS, frame and referrer
 * policies…), without building its middleware again on every request as `@fastify/helmet` does.
 */
export function securityHeadersFor(options: Readonly<HelmetOptions>): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      return recorder;
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return [...headers];
}

/**
 * Helmet's security headers on every answer (pages, API, files, errors), computed once at start and set
 * by one synchronous `onRequest` hook. They go on Fastify's reply, so a route's own header (`reply.header`,
 * e.g. a page's policy with its inline hashes, or the uploads' policy in `client.ts`) set later replaces
 * them, and Node writes them with the route's own headers in one pass. (Set on the raw response, as until
 * 2026-11-29, each was a `setHeader` call of its own and Node took its slow path for the rest: likely about
 * 4 µs of a small cached read's 30, docs/benchmarks.md.)
 */
async function securityHeaders(app: FastifyInstance, options: HelmetOptions): Promise<void> {
  const list = securityHeadersFor(options);
  const headers = Object.fromEntries(list);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Once the host is closing, Fastify answers a request that still arrives (on a connection already open) 503
  // itself, before any hook: from then on the headers also go on the raw response, which that answer writes.
  app.addHook('preClose', (done) => {
    app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      for (const [name, value] of list) response.setHeader(name, value);
    });
    done();
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
