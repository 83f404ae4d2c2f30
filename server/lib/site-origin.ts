import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The site's own origin for absolute links (canonical URLs, the feed, calendar files): `PUBLIC_URL`, else
 * the request's scheme and host. The Host header is the visitor's to choose, so anything odd falls back
 * to `localhost` rather than ending up in an answer.
 */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrl) return app.config.publicUrl;
  const host = /^[a-z0-9.-]+(:\d{1,5})?$/i.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
