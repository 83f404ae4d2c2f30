import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The site's own origin for absolute links (canonical URLs, Open Graph, JSON-LD, the feed, calendar
 * files): `PUBLIC_URL`; else the request's host only when it is one of `ALLOWED_HOSTS`; else
 * `http://localhost:PORT`. The Host and X-Forwarded-Host headers are the visitor's to write, and a cached
 * page is sent to every later visitor, so a host nobody configured never ends up in an answer.
 */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  const { publicUrl, allowedHosts, port } = app.config;
  if (publicUrl) return publicUrl;
  const host = request.host.toLowerCase();
  if (allowedHosts.includes(host)) return `${request.protocol}://${host}`;
  return `http://localhost:${port}`;
}
