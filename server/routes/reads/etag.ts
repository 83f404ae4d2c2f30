import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** `If-None-Match` may list several tags, or `*`; weak comparison, as RFC 9110 asks for GET. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * Revalidation for the reads of the encapsulating plugin: every 200 answer gets a weak ETag (a hash of
 * its body) and `Cache-Control: no-cache`, so browsers keep a copy but ask first; a matching
 * `If-None-Match` gets 304 without a body. Content changes only by re-seeding, so the hash is stable.
 */
export function addRevalidation(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const etag = `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    reply.header('cache-control', 'no-cache');
    if (matches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('content-type');
      return '';
    }
    return payload;
  });
}
