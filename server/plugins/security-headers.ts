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
 * by one synchronous `onRequest` hook. They go on the raw response, as helmet's middleware put them: a
 * route or a file's own header (`reply.header`, @fastify/static's `setHeaders`, e.g. the uploads' CSP
 * and cross-origin resource policy) still overrides them.
 */
async function securityHeaders(app: FastifyInstance, options: HelmetOptions): Promise<void> {
  const headers = securityHeadersFor(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
